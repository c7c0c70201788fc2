import { Heading } from '@radix-ui/themes';

export function AccessibilityPage() {
  return (
    <Heading as="h1" size="8">
      Accessibility Statement
    </Heading>
  );
}
