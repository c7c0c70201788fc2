import { describe, expect, it, vi } from 'vitest';
import { BackupArchiveError, unpackVerified } from './archive';

// tar.x failing as it does when the disk fills while it writes the unpacked files.
vi.mock('tar', () => ({
  x: () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
}));

describe('unpackVerified', () => {
  it('says a full disk is a full disk, not a damaged archive', async () => {
    const error = await unpackVerified('/backups/agent-site-2026-11-20T03-00-00-000Z-scheduled.tar.gz', '/tmp/restore-work').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupArchiveError);
    expect((error as Error).message).toBe(
      'There is not enough free disk space to unpack agent-site-2026-11-20T03-00-00-000Z-scheduled.tar.gz (/tmp/restore-work). Free some space and try again. Nothing was changed.',
    );
  });
});
