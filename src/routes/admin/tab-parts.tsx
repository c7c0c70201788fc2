import { Box, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The heading and one-line explanation at the top of every tab. */
export function TabHeader({ title, description, action }: { title: string; description: ReactNode; action?: ReactNode }) {
  return (
    <Flex
      className="admin-tab-header"
      gap="3"
      justify="between"
      align={{ initial: 'stretch', sm: 'end' }}
      direction={{ initial: 'column', sm: 'row' }}
      mb="4"
    >
      <Box>
        <Heading as="h2" size="5" mb="1">
          {title}
        </Heading>
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
      </Box>
      {action}
    </Flex>
  );
}

export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <Text as="p" role="status" size="2" color="gray" my="4">
      {children}
    </Text>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Callout.Root color="red" role="alert" my="4">
      <Callout.Text>{message}</Callout.Text>
      <Box>
        <Button size="2" variant="soft" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    </Callout.Root>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Card size="3" variant="surface" my="2">
      <Text as="p" size="2" color="gray" align="center">
        {children}
      </Text>
    </Card>
  );
}
