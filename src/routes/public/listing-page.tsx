import { Heading } from '@radix-ui/themes';

export function ListingPage() {
  return (
    <Heading as="h1" size="8">
      Listing
    </Heading>
  );
}
