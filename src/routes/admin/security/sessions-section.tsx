// Settings: where the panel is signed in (device, address, last seen), with sign-out per session
// and "Sign out everywhere else".
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '../../../components/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { describeError } from '../errors';
import { useFocusLanding, useRowLanding } from '../use-focus-landing';
import { dateTime } from './format-time';
import { SettingsTable } from './settings-table';
import './security.css';

export function SessionsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.sessions.list.queryOptions());
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries(trpc.sessions.pathFilter()), queryClient.invalidateQueries(trpc.audit.pathFilter())]);
  const onError = (error: unknown) =>
    toast({ title: 'Sign-out failed', description: describeError(error, 'Please try again.'), variant: 'destructive' });
  const revoke = useMutation(trpc.sessions.revoke.mutationOptions({ onSuccess: refresh, onError }));
  const revokeOthers = useMutation(
    trpc.sessions.revokeOthers.mutationOptions({
      onSuccess: async (r) => {
        toast({ title: 'Signed out everywhere else', description: `${r.count} other session${r.count === 1 ? '' : 's'} signed out.` });
        await refresh();
      },
      onError,
    }),
  );
  const rows = Array.isArray(sessions.data) ? sessions.data : [];
  const others = rows.filter((s) => !s.current).length;
  // Sign out is disabled while the server answers, then its row is gone: the focus moves to the
  // next device's Sign out, else the one before, else the heading (or back to Sign out if refused).
  const heading = useRef<HTMLHeadingElement>(null);
  const landing = useRowLanding(
    rows.filter((s) => !s.current).map((s) => s.id),
    () => heading.current,
  );
  // Sign out everywhere else is disabled while the server answers, which drops the focus. A
  // refusal gives it back; once the other devices are gone the button stays disabled, so the
  // focus goes to the heading (or to the button, if another device signed in meanwhile).
  const landFocus = useFocusLanding();
  const everywhereButton = useRef<HTMLButtonElement>(null);
  const othersShown = useRef(others);
  othersShown.current = others;
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => landFocus(() => (othersShown.current > 0 ? everywhereButton.current : heading.current)),
      onError: () => landFocus(() => everywhereButton.current),
    });

  return (
    <Card size="3" className="admin-settings-card admin-security-card">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h3" size="4" tabIndex={-1} ref={heading}>
          Signed-in devices
        </Heading>
        <Button variant="soft" color="red" disabled={others === 0 || revokeOthers.isPending} onClick={signOutOthers} ref={everywhereButton}>
          Sign out everywhere else
        </Button>
      </Flex>
      {sessions.isError && <Text color="red">{describeError(sessions.error, 'Could not load sessions')}</Text>}
      <SettingsTable
        label="Signed-in devices"
        columns={['Device', 'IP address', 'Last seen']}
        rows={rows}
        rowKey={(s) => s.id}
        renderRow={(s) => [
          <>
            {s.device} {s.current && <Badge color="green">This device</Badge>}
          </>,
          s.ip || '-',
          dateTime(s.lastSeenAt),
          !s.current && (
            <Button
              ref={landing.control(s.id)}
              size="1"
              variant="soft"
              aria-label={`Sign out ${s.device}, last seen ${dateTime(s.lastSeenAt)}`}
              disabled={revoke.isPending}
              onClick={() => {
                const after = landing.pressed(s.id);
                revoke.mutate({ id: s.id }, { onSuccess: after.removed, onError: after.kept });
              }}
            >
              Sign out
            </Button>
          ),
        ]}
      />
    </Card>
  );
}
