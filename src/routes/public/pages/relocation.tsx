import { Heading } from '@radix-ui/themes';

export function RelocationPage() {
  return (
    <Heading as="h1" size="8">
      Relocation Assistance
    </Heading>
  );
}
