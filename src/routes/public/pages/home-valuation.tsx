import { Heading } from '@radix-ui/themes';

export function HomeValuationPage() {
  return (
    <Heading as="h1" size="8">
      Home Valuation
    </Heading>
  );
}
