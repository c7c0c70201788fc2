import { Heading } from '@radix-ui/themes';

export function NotFoundPage() {
  return (
    <Heading as="h1" size="8">
      Page Not Found
    </Heading>
  );
}
