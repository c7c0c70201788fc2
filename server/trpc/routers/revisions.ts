// Revisions of records and site-content keys, "Recently deleted", and restore (itself a new revision).
import { TRPCError } from '@trpc/server';
import { diffWords } from 'diff';
import { isContentKey } from '../../../domain/site-content';
import { revisionIdInput, revisionQuerySchema, type RevisionChange, type RevisionType, type RevisionView } from '../../../domain/versioning';
import { actorOf } from '../../audit/actor';
import { collection } from '../../store/collection';
import { COLLECTION_OF_TYPE, historyOf, type Revision } from '../../store/history';
import { dbSchema } from '../../store/schema';
import { writeContent } from '../../store/site-content-versions';
import { adminProcedure, router } from '../init';

/** Text fields get a word diff the panel can show with removed and added words marked. */
function withDiff(change: Revision['changes'][number]): RevisionChange {
  const { before, after } = change;
  if ((typeof before === 'string' || before === null) && (typeof after === 'string' || after === null) && (before || after)) {
    return {
      ...change,
      diff: diffWords(before ?? '', after ?? '').map((p) => ({
        value: p.value,
        ...(p.added ? { added: true } : {}),
        ...(p.removed ? { removed: true } : {}),
      })),
    };
  }
  return change;
}

function revisionView(r: Revision): RevisionView {
  return {
    id: r.id,
    type: r.type as RevisionType,
    recordId: r.recordId,
    label: r.label,
    action: r.action,
    version: r.version,
    at: r.at,
    by: r.by,
    device: r.device,
    changes: r.changes.map(withDiff),
    ...(r.restoredFrom ? { restoredFrom: r.restoredFrom } : {}),
  };
}

type CollectionName = Parameters<typeof collection>[1];

function collectionOfType(type: string): CollectionName {
  const name = COLLECTION_OF_TYPE[type] ?? type;
  const shape = (dbSchema.shape as Record<string, unknown>)[name];
  if (!shape || type === 'content') throw new TRPCError({ code: 'BAD_REQUEST', message: `type: unknown record type "${type}"` });
  return name as CollectionName;
}

export const revisionsRouter = router({
  /** Newest first: GET /api/admin/revisions?type=property&id=ID or ?type=content&key=hero_title. */
  list: adminProcedure.input(revisionQuerySchema).query(async ({ ctx, input }) => {
    const recordId = input.type === 'content' ? input.key! : input.id!;
    return (await historyOf(ctx.store).list(input.type, recordId)).map(revisionView);
  }),

  /** Records deleted in the last 30 days, newest first; restore one through its revision id. */
  deleted: adminProcedure.query(async ({ ctx }) => (await historyOf(ctx.store).recentlyDeleted()).map(revisionView)),

  restore: adminProcedure.input(revisionIdInput).mutation(async ({ ctx, input }) => {
    const history = historyOf(ctx.store);
    const revision = await history.get(input.revisionId);
    if (!revision) throw new TRPCError({ code: 'NOT_FOUND', message: 'Revision not found' });
    const actor = actorOf(ctx);
    if (revision.type === 'content') {
      const value = revision.snapshot.value;
      if (!isContentKey(revision.recordId) || typeof value !== 'string')
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'This revision no longer matches a site content key.' });
      const row = await writeContent(ctx.store, revision.recordId, value, { actor, restoredFrom: revision.id });
      return { type: revision.type, id: revision.recordId, record: row as unknown as Record<string, unknown> };
    }
    const latest = await history.latest(revision.type, revision.recordId);
    const record = await collection(ctx.store, collectionOfType(revision.type)).restore(revision.snapshot, {
      actor,
      restoredFrom: revision.id,
      minVersion: latest?.version,
    });
    return { type: revision.type, id: revision.recordId, record: record as unknown as Record<string, unknown> };
  }),
});
