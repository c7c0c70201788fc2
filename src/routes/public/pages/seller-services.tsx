import { Heading } from '@radix-ui/themes';

export function SellerServicesPage() {
  return (
    <Heading as="h1" size="8">
      Seller Services
    </Heading>
  );
}
