import { Heading } from '@radix-ui/themes';

export function BuyerServicesPage() {
  return (
    <Heading as="h1" size="8">
      Buyer Services
    </Heading>
  );
}
