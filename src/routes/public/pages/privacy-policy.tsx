import { Heading } from '@radix-ui/themes';

export function PrivacyPolicyPage() {
  return (
    <Heading as="h1" size="8">
      Privacy Policy
    </Heading>
  );
}
