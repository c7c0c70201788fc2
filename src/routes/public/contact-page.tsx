import { Heading } from '@radix-ui/themes';

export function ContactPage() {
  return (
    <Heading as="h1" size="8">
      Contact
    </Heading>
  );
}
