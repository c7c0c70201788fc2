// Which snapshots to keep: the newest of each of the last 7 days that have one, and the newest of
// each of the last 4 weeks (Monday to Sunday, UTC) that have one. Everything else is deleted.
const KEEP_DAILY = 7;
const KEEP_WEEKLY = 4;

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

function weekKey(d: Date): string {
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayKey(monday);
}

export function snapshotsToDelete<T extends { name: string; createdAt: Date }>(snapshots: readonly T[]): T[] {
  const newestFirst = [...snapshots].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<T>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const s of newestFirst) {
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
