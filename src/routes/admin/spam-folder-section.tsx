// Messages > Spam folder: submissions the site judged as spam (hidden field filled in, or sent
// faster than a person can type). They sent no e-mail and are deleted after 30 days; "Not spam"
// moves one to the inbox and sends its notifications then.
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { formatDateTime } from '../../../domain/format';
import { leadKindLabels } from '../../../domain/lead-inbox';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { describeError } from './errors';
import { EmptyState, LoadError, LoadingText } from './tab-parts';
import { useRowLanding } from './use-focus-landing';

const reasonLabels = { honeypot: 'hidden field filled in', 'too-fast': 'sent too fast' } as const;

export function SpamFolderSection() {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="spam-folder-heading">
      <Flex align="center" justify="between" mt="6" mb="3" gap="3" wrap="wrap">
        <Heading as="h3" size="4" id="spam-folder-heading" tabIndex={-1} ref={heading}>
          Spam folder
        </Heading>
        <Button size="2" variant="soft" color="gray" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide spam' : 'Show spam'}
        </Button>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        Submissions that looked automated. No e-mail was sent for them and they are deleted after 30 days. If one is from a real person, choose Not
        spam: it moves to your messages, and the notifications go out when e-mail is set up.
      </Text>
      {open && <SpamList heading={heading} />}
    </section>
  );
}

const leadKey = (lead: { kind: string; id: string }) => `${lead.kind}-${lead.id}`;

function SpamList({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const spam = useQuery(trpc.leads.list.queryOptions({ folder: 'spam' }, { staleTime: 0, refetchOnMount: 'always' }));
  // Whether a lead moved out of spam is e-mailed depends on the server's mail settings.
  const mail = useQuery(trpc.leads.mailStatus.queryOptions(undefined, { staleTime: 0 }));
  const notSpam = useMutation(
    trpc.leads.notSpam.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries();
        toast({
          title: 'Moved to your messages',
          description: mail.data?.enabled
            ? 'The notifications are on their way.'
            : 'It is listed with your other messages (e-mail notifications are off).',
        });
      },
      onError: (error) => toast({ title: 'Could not move it', description: describeError(error, 'Please try again'), variant: 'destructive' }),
    }),
  );

  // Not spam is disabled while the server answers, then the lead leaves the folder: the focus moves
  // to the next lead's Not spam, else the one before, else the folder's heading (or back if refused).
  const landing = useRowLanding((spam.data ?? []).map(leadKey), () => heading.current);

  if (spam.isPending) return <LoadingText>Loading the Spam folder...</LoadingText>;
  if (spam.isError) return <LoadError message="The Spam folder could not be loaded." onRetry={() => spam.refetch()} />;
  if (spam.data.length === 0) return <EmptyState>The Spam folder is empty.</EmptyState>;
  return (
    <Flex asChild direction="column" gap="3">
      <ul className="admin-card-list" aria-label="Spam">
        {spam.data.map((lead) => (
          <li key={leadKey(lead)}>
            <Card size="2">
              <Flex justify="between" align="start" gap="3" wrap="wrap">
                <div>
                  <Text as="p" weight="bold">
                    {lead.name} <Badge color="gray">{leadKindLabels[lead.kind]}</Badge>
                  </Text>
                  <Text as="p" size="2" color="gray">
                    {lead.email} · {lead.summary} · received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                    {lead.spam ? ` · ${reasonLabels[lead.spam.reason]}` : ''}
                  </Text>
                </div>
                <Button
                  ref={landing.control(leadKey(lead))}
                  size="2"
                  variant="soft"
                  disabled={notSpam.isPending}
                  onClick={() => {
                    const after = landing.pressed(leadKey(lead));
                    notSpam.mutate({ kind: lead.kind, id: lead.id }, { onSuccess: after.removed, onError: after.kept });
                  }}
                  aria-label={`Not spam: ${lead.name}`}
                >
                  Not spam
                </Button>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
