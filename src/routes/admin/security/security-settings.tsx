// The security and history sections of Settings, mounted as one block by settings-tab.tsx.
import { Flex } from '@radix-ui/themes';
import { RecentlyDeletedSection } from '../history/recently-deleted-section';
import { AuditLogSection } from './audit-log-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

export function SecuritySettings() {
  return (
    <Flex direction="column" gap="4" mt="4">
      <TwoFactorSection />
      <SessionsSection />
      <RecentlyDeletedSection />
      <AuditLogSection />
    </Flex>
  );
}
