import { Heading } from '@radix-ui/themes';

export function ForeclosuresPage() {
  return (
    <Heading as="h1" size="8">
      Foreclosure Guidance
    </Heading>
  );
}
