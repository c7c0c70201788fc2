// Which snapshots to keep:
// - every scheduled one from the last 48 hours, so "undo this morning's mistake" can pick the one
//   from before it, not only the newest of the day;
// - the newest 5 of each other reason (manual, download, pre-migration, pre-restore): the update,
//   rollback and restore procedures rely on these, and a scheduled snapshot or one taken for
//   another reason on the same day must never push them out;
// - the newest of each of the last 7 days that have one, and the newest of each of the last 4
//   weeks (Monday to Sunday, UTC) that have one, whatever their reason.
// Everything else is deleted, except the files named in `keep` (the archive being restored).
// Each rule is bounded, so the folder's size is too.
const KEEP_DAILY = 7;
const KEEP_WEEKLY = 4;
const KEEP_PER_REASON = 5;
const KEEP_ALL_SCHEDULED_MS = 48 * 3_600_000;

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

function weekKey(d: Date): string {
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayKey(monday);
}

export function snapshotsToDelete<T extends { file: string; createdAt: Date; reason: string }>(
  snapshots: readonly T[],
  opts: { now?: Date; keep?: readonly string[] } = {},
): T[] {
  const now = (opts.now ?? new Date()).getTime();
  const newestFirst = [...snapshots].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<T>(newestFirst.filter((s) => opts.keep?.includes(s.file)));
  const days = new Set<string>();
  const weeks = new Set<string>();
  const perReason = new Map<string, number>();
  for (const s of newestFirst) {
    if (s.reason === 'scheduled') {
      if (now - s.createdAt.getTime() < KEEP_ALL_SCHEDULED_MS) keep.add(s);
    } else {
      const seen = perReason.get(s.reason) ?? 0;
      if (seen < KEEP_PER_REASON) keep.add(s);
      perReason.set(s.reason, seen + 1);
    }
    const day = dayKey(s.createdAt);
    if (!days.has(day) && days.size < KEEP_DAILY) {
      days.add(day);
      keep.add(s);
    }
    const week = weekKey(s.createdAt);
    if (!weeks.has(week) && weeks.size < KEEP_WEEKLY) {
      weeks.add(week);
      keep.add(s);
    }
  }
  return newestFirst.filter((s) => !keep.has(s));
}
