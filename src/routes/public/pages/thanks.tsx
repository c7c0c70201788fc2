import { Heading } from '@radix-ui/themes';

export function ThanksPage() {
  return (
    <Heading as="h1" size="8">
      Thank You
    </Heading>
  );
}
