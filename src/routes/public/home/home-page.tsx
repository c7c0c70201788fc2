import { Heading } from '@radix-ui/themes';

export function HomePage() {
  return (
    <Heading as="h1" size="8">
      Angela Whitfield Real Estate
    </Heading>
  );
}
