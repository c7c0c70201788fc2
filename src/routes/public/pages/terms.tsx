import { Heading } from '@radix-ui/themes';

export function TermsPage() {
  return (
    <Heading as="h1" size="8">
      Terms of Service
    </Heading>
  );
}
