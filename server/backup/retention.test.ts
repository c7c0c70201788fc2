import { describe, expect, it } from 'vitest';
import { snapshotsToDelete } from './retention';

const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) });

describe('snapshot retention', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // Two a day for 60 days, ending Wednesday 2026-11-25.
    const all = [];
    for (let d = 0; d < 60; d++) {
      const day = new Date(Date.UTC(2026, 10, 25 - d));
      for (const hour of ['03', '15']) all.push(at(`${day.toISOString().slice(0, 10)}T${hour}:00:00.000Z`));
    }
    const deleted = new Set(snapshotsToDelete(all).map((s) => s.name));
    const kept = all
      .filter((s) => !deleted.has(s.name))
      .map((s) => s.name)
      .sort();
    expect(kept).toEqual(
      [
        // Newest of each of the last 7 days.
        ...['19', '20', '21', '22', '23', '24', '25'].map((d) => `2026-11-${d}T15:00:00.000Z`),
        // Newest of the three weeks before this one (Sundays 22, 15, 8 Nov; this week's is the 25th).
        '2026-11-15T15:00:00.000Z',
        '2026-11-08T15:00:00.000Z',
      ].sort(),
    );
  });

  it('keeps everything when there is little', () => {
    expect(snapshotsToDelete([at('2026-11-25T03:00:00.000Z'), at('2026-11-24T03:00:00.000Z')])).toEqual([]);
  });
});
