// A record's (or a site-content key's) revisions, newest first: who, when, what changed with a word
// diff for text, and "Restore this version" (which is itself saved as a new revision).
import { Badge, Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { RevisionChange, RevisionType, RevisionView } from '../../../../domain/versioning';
import { toast } from '../../../components/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { describeError } from '../errors';
import { dateTime } from '../security/format-time';
import { useFocusLanding } from '../use-focus-landing';
import { humanize, isBlank, type HistoryFields } from './field-text';
import './history.css';

const ACTION_LABEL: Record<RevisionView['action'], string> = {
  original: 'Original',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
};

/** A value with no formatter of its own: text as it is, a list by its length, never JSON. */
const show = (v: unknown): string => {
  if (isBlank(v)) return '(empty)';
  if (Array.isArray(v)) return `${v.length} item${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

function ValueDiff({ change, fields }: { change: RevisionChange; fields: HistoryFields }) {
  const summary = fields.summaries?.[change.field];
  if (summary) return <span className="admin-diff">{summary(change.before, change.after)}</span>;
  const format = fields.values?.[change.field];
  if (change.diff && !format)
    return (
      <span className="admin-diff">
        {change.diff.map((part, i) =>
          part.added ? <ins key={i}>{part.value}</ins> : part.removed ? <del key={i}>{part.value}</del> : <span key={i}>{part.value}</span>,
        )}
      </span>
    );
  const text = (v: unknown) => (format && !isBlank(v) ? format(v) : show(v));
  return (
    <span className="admin-diff">
      <del>{text(change.before)}</del> <ins>{text(change.after)}</ins>
    </span>
  );
}

/** The changes worth reading: no field the history hides, none that went from nothing to nothing. */
const shownChanges = (changes: readonly RevisionChange[], fields: HistoryFields) =>
  changes.filter((c) => !fields.hidden?.includes(c.field) && !(isBlank(c.before) && isBlank(c.after)));

export function RevisionsPanel({
  type,
  id,
  fields = {},
  onRestored,
}: {
  type: RevisionType;
  /** The record id, or the site-content key for type 'content'. */
  id: string;
  fields?: HistoryFields;
  onRestored?: (record: Record<string, unknown>) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = type === 'content' ? { type, key: id } : { type, id };
  const revisions = useQuery(trpc.revisions.list.queryOptions(input));
  const restore = useMutation(
    trpc.revisions.restore.mutationOptions({
      onSuccess: async (result) => {
        toast({ title: 'Version restored', description: 'The restored version is live and kept as a new revision.' });
        // The screen shows the restored record from this answer straight away (an editor starts
        // again from it, a site text's field takes it), not once every list has been read again.
        onRestored?.(result.record);
        // Every list that may show this record refreshes.
        await queryClient.invalidateQueries();
      },
      onError: (error) => toast({ title: 'Restore failed', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  const rows = Array.isArray(revisions.data) ? revisions.data : [];
  // Restore is disabled while the server answers, which drops the focus. The restore is saved as
  // a new version on top and the restored version keeps its row: the focus comes back to its
  // Restore once the list shows the new version (or the refusal is known); to the heading if
  // the row is no longer listed.
  const landFocus = useFocusLanding();
  const heading = useRef<HTMLHeadingElement>(null);
  const restoreButtons = useRef(new Map<string, HTMLButtonElement>());
  const backToRestore = (id: string) => () => landFocus(() => restoreButtons.current.get(id) ?? heading.current);
  return (
    <Card className="admin-revisions" aria-label="Revision history" role="region">
      <Heading as="h3" size="3" mb="2" tabIndex={-1} ref={heading}>
        Revision history
      </Heading>
      {revisions.isPending && <Text size="2">Loading...</Text>}
      {revisions.isError && <Text color="red">{describeError(revisions.error, 'Could not load revisions')}</Text>}
      {revisions.isSuccess && rows.length === 0 && (
        <Text size="2" color="gray">
          No changes recorded yet.
        </Text>
      )}
      <ol className="admin-revision-list">
        {rows.map((r, index) => (
          <li key={r.id} aria-label={`Version ${r.version}, ${ACTION_LABEL[r.action]} ${whenText(r, rows[index - 1])}`}>
            <Flex justify="between" align="start" gap="3" wrap="wrap">
              <Box>
                <Flex gap="2" align="center">
                  <Badge color={r.action === 'delete' ? 'red' : r.action === 'restore' ? 'blue' : 'gray'}>{ACTION_LABEL[r.action]}</Badge>
                  <Text size="2" weight="medium">
                    Version {r.version}
                  </Text>
                  {index === 0 && r.action !== 'delete' && <Badge color="green">Current</Badge>}
                </Flex>
                <Text as="p" size="1" color="gray">
                  {whenText(r, rows[index - 1])}
                  {r.by ? ` by ${r.by}` : ''}
                  {r.device ? ` (${r.device})` : ''}
                </Text>
              </Box>
              {(index > 0 || r.action === 'delete') && (
                <Button
                  ref={(button) => {
                    if (!button) return;
                    restoreButtons.current.set(r.id, button);
                    return () => void restoreButtons.current.delete(r.id);
                  }}
                  size="1"
                  variant="soft"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate({ revisionId: r.id }, { onSettled: backToRestore(r.id) })}
                  aria-label={`Restore version ${r.version}`}
                >
                  Restore this version
                </Button>
              )}
            </Flex>
            {shownChanges(r.changes, fields).length > 0 && (
              <dl className="admin-revision-changes">
                {shownChanges(r.changes, fields).map((c) => (
                  <div key={c.field}>
                    <dt>{fields.labels?.[c.field] ?? humanize(c.field)}</dt>
                    <dd>
                      <ValueDiff change={c} fields={fields} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * When a version was made. The original (the record as it was before the first recorded change)
 * is dated when it was saved if the record said so; a site text has no such date, so it is
 * "before" the change that followed it.
 */
function whenText(revision: RevisionView, newer: RevisionView | undefined): string {
  if (revision.action === 'original' && newer && revision.at >= newer.at) return `Before ${dateTime(newer.at)}`;
  return dateTime(revision.at);
}
