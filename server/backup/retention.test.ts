import { describe, expect, it } from 'vitest';
import { snapshotsToDelete } from './retention';

type Snap = { file: string; createdAt: Date; reason: string };
const at = (iso: string, reason = 'scheduled'): Snap => ({ file: `${iso}-${reason}`, createdAt: new Date(iso), reason });

/** Takes the snapshots one by one and prunes after each, as the service does. */
function takeInTurn(snapshots: Snap[], now: (s: Snap) => Date = (s) => s.createdAt): string[] {
  let folder: Snap[] = [];
  for (const s of snapshots) {
    folder.push(s);
    const deleted = new Set(snapshotsToDelete(folder, { now: now(s) }));
    folder = folder.filter((f) => !deleted.has(f));
  }
  return folder.map((s) => s.file).sort();
}

describe('snapshot retention', () => {
  it('keeps the scheduled ones of the last 48 hours, and the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // Two a day for 60 days, ending Wednesday 2026-11-25.
    const all = [];
    for (let d = 0; d < 60; d++) {
      const day = new Date(Date.UTC(2026, 10, 25 - d));
      for (const hour of ['03', '15']) all.push(at(`${day.toISOString().slice(0, 10)}T${hour}:00:00.000Z`));
    }
    const deleted = new Set(snapshotsToDelete(all, { now: new Date('2026-11-25T16:00:00.000Z') }));
    const kept = all
      .filter((s) => !deleted.has(s))
      .map((s) => s.createdAt.toISOString())
      .sort();
    expect(kept).toEqual(
      [
        // Newest of each of the last 7 days.
        ...['19', '20', '21', '22', '23', '24', '25'].map((d) => `2026-11-${d}T15:00:00.000Z`),
        // Within 48 hours.
        '2026-11-24T03:00:00.000Z',
        '2026-11-25T03:00:00.000Z',
        // Newest of the three weeks before this one (Sundays 22, 15, 8 Nov; this week's is the 25th).
        '2026-11-15T15:00:00.000Z',
        '2026-11-08T15:00:00.000Z',
      ].sort(),
    );
  });

  it('keeps everything when there is little', () => {
    expect(snapshotsToDelete([at('2026-11-25T03:00:00.000Z'), at('2026-11-24T03:00:00.000Z')], { now: new Date('2026-12-25') })).toEqual([]);
  });

  it('keeps the snapshots of an update, its rollback and a restore on the same day, and for days after', () => {
    const day = [
      at('2026-11-25T03:00:00.000Z'),
      at('2026-11-25T10:00:00.000Z', 'manual'), // npm run backup before the update
      at('2026-11-25T10:01:00.000Z', 'pre-migration'), // the new release starts
      at('2026-11-25T10:30:00.000Z', 'manual'), // the fresh backup before rolling back
      at('2026-11-25T10:31:00.000Z', 'pre-restore'), // the rollback's restore
      at('2026-11-25T11:00:00.000Z', 'download'),
    ];
    expect(takeInTurn(day)).toEqual(day.map((s) => s.file).sort());

    // Twenty days of scheduled snapshots later, the update's are still there.
    const later = Array.from({ length: 20 }, (_, d) => at(new Date(Date.UTC(2026, 10, 26 + d, 3)).toISOString()));
    const kept = takeInTurn([...day, ...later]);
    expect(kept).toEqual(expect.arrayContaining(day.slice(1).map((s) => s.file)));
  });

  it('keeps at most the newest 5 of each reason', () => {
    const manual = Array.from({ length: 12 }, (_, h) => at(`2026-11-25T${String(h).padStart(2, '0')}:00:00.000Z`, 'manual'));
    const preMigration = Array.from({ length: 8 }, (_, d) => at(new Date(Date.UTC(2026, 9, 1 + d * 7, 12)).toISOString(), 'pre-migration'));
    const kept = takeInTurn([...preMigration, ...manual], () => new Date('2026-11-25T12:00:00.000Z'));
    expect(kept.filter((f) => f.endsWith('-manual'))).toEqual(
      manual
        .slice(-5)
        .map((s) => s.file)
        .sort(),
    );
    // The newest five, and a sixth as the newest of one of the last 7 days that have a snapshot
    // (today's is a manual one).
    expect(kept.filter((f) => f.endsWith('-pre-migration'))).toEqual(
      preMigration
        .slice(-6)
        .map((s) => s.file)
        .sort(),
    );
  });

  it('never deletes the archive named in keep', () => {
    const restoring = at('2026-10-01T03:00:00.000Z');
    const all = [restoring, ...Array.from({ length: 60 }, (_, d) => at(new Date(Date.UTC(2026, 9, 2 + d, 3)).toISOString()))];
    expect(snapshotsToDelete(all, { now: new Date('2026-12-01T04:00:00.000Z') })).toContain(restoring);
    expect(snapshotsToDelete(all, { now: new Date('2026-12-01T04:00:00.000Z'), keep: [restoring.file] })).not.toContain(restoring);
  });
});
