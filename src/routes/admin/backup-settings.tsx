// Settings > Backups: when the last snapshot ran and its size, "Back up now", and a download of a
// fresh snapshot (a plain link: the browser streams the file, the session cookie authorizes it).
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { formatDateTime } from '../../../domain/format';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { describeError } from './errors';
import { useFocusLanding } from './use-focus-landing';

const BACKUP_DOWNLOAD_URL = '/api/admin/backup/download';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function BackupSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.backup.status.queryOptions());
  const now = useMutation(
    trpc.backup.now.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.backup.status.queryKey(), next);
        toast({
          title: 'Backup complete',
          description: next.lastBackupSize ? `Saved ${formatBytes(next.lastBackupSize)} on the server.` : 'Saved on the server.',
        });
      },
      onError: (error) =>
        toast({ title: 'Backup failed', description: describeError(error, 'The backup could not be made'), variant: 'destructive' }),
    }),
  );
  const s = status.data;
  // Back up now is disabled while the server answers, which drops the focus: it comes back.
  const landFocus = useFocusLanding();
  const backUp = useRef<HTMLButtonElement>(null);

  return (
    <Card size="3" className="admin-settings-card" style={{ maxWidth: 560 }} mt="4">
      <Heading as="h3" size="4" mb="1">
        Backups
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {s?.intervalHours === 0
          ? 'Automatic copies are turned off on this server (BACKUP_INTERVAL_HOURS is 0): a copy is saved only when you press Back up now, and before an update or a restore.'
          : `The site saves a copy of its data and photos on the server every ${s?.intervalHours ?? 24} hours and keeps the last 7 days and 4 weeks.`}{' '}
        Download one now and then to keep a copy of your own.
      </Text>
      <Text as="p" size="2" mb="3" role="status">
        {status.isPending ? (
          'Checking the last backup...'
        ) : status.isError ? (
          describeError(status.error, 'Could not read the backup status')
        ) : s?.lastBackupAt ? (
          <>
            Last backup: <time dateTime={s.lastBackupAt}>{formatDateTime(s.lastBackupAt)}</time>
            {s.lastBackupSize !== null ? `, ${formatBytes(s.lastBackupSize)}` : ''}
          </>
        ) : (
          'No backup yet.'
        )}
      </Text>
      {s?.lastError && (
        <Text as="p" size="2" color="red" mb="3" role="alert">
          The last backup failed: {s.lastError}
        </Text>
      )}
      <Flex gap="3" wrap="wrap">
        <Button
          size="3"
          ref={backUp}
          onClick={() => now.mutate(undefined, { onSettled: () => landFocus(() => backUp.current) })}
          disabled={now.isPending}
        >
          {now.isPending ? 'Backing up...' : 'Back up now'}
        </Button>
        <Button size="3" variant="soft" asChild>
          <a href={BACKUP_DOWNLOAD_URL} download onClick={() => setTimeout(() => void status.refetch(), 3000)}>
            Download backup
          </a>
        </Button>
      </Flex>
    </Card>
  );
}
