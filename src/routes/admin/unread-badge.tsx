// The Messages tab's trigger: its label plus the number of unread leads, polled every 30 s.
import { Badge, Tabs } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTRPC } from '../../lib/trpc';

/** How often the panel asks for the unread count (the Messages badge and the overview). */
export const UNREAD_POLL_MS = 30_000;

/** What a screen reader hears after the tab's name: "3 unread" (nothing when all are read). */
function unreadDescription(unread: number): string {
  return unread === 0 ? '' : `${unread} unread`;
}

/**
 * The tab keeps the plain name "Messages" (so it is found and announced the same way whatever
 * the count); the count is its accessible description, read out as "Messages, tab, 3 unread",
 * and a visible badge.
 */
export function MessagesTabTrigger({ value, label }: { value: string; label: string }) {
  const trpc = useTRPC();
  const descriptionId = useId();
  const count = useQuery(trpc.leads.unreadCount.queryOptions(undefined, { refetchInterval: UNREAD_POLL_MS }));
  const unread = typeof count.data?.unread === 'number' ? count.data.unread : 0;
  return (
    <>
      <Tabs.Trigger value={value} aria-describedby={unread > 0 ? descriptionId : undefined}>
        {label}
        {unread > 0 && (
          <Badge size="1" color="crimson" variant="solid" radius="full" ml="2" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Tabs.Trigger>
      {/* Outside the trigger: Radix renders a trigger's children twice, and ids must be unique. */}
      <span id={descriptionId} hidden>
        {unreadDescription(unread)}
      </span>
    </>
  );
}
