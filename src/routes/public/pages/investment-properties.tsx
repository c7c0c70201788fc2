import { Heading } from '@radix-ui/themes';

export function InvestmentPropertiesPage() {
  return (
    <Heading as="h1" size="8">
      Investment Properties
    </Heading>
  );
}
