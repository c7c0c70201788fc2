// Optimistic concurrency: every editable record carries a version that goes up by one on each
// change; an update or delete may name the version it started from and is refused when stale.
import { z } from './zod';
import { idSchema } from './fields';

const recordVersionSchema = z
  .number({ error: 'version must be a whole number of at least 1' })
  .int('version must be a whole number of at least 1')
  .min(1, 'version must be a whole number of at least 1');

/** Stored field; records written before versions existed read as version 1. */
export const storedVersion = recordVersionSchema.default(1);

/** Added to an update input ({ id, data }): the version the editor started from, if it knows it. */
export const expectedVersionField = { version: recordVersionSchema.optional() };

/** A delete input: the id, and optionally the version the editor last saw. */
export const versionedIdInput = z.object({ id: idSchema, version: recordVersionSchema.optional() });

/** What a stale save is answered with, so the panel can show both sides. */
export type ConflictDetails<T = unknown> = { current: T | null; changedAt: string | null };

/** Records whose changes are kept as revisions (public names used by the admin API). */
export const revisionTypes = ['property', 'testimonial', 'sold', 'content'] as const;
export type RevisionType = (typeof revisionTypes)[number];

export const revisionQuerySchema = z
  .object({
    type: z.enum(revisionTypes, { error: 'type must be property, testimonial, sold or content' }),
    id: z.string().max(100).optional(),
    key: z.string().max(100).optional(),
  })
  .refine((q) => (q.type === 'content' ? !!q.key : !!q.id), { message: 'id is required (key for type=content)', path: ['id'] });

export const revisionIdInput = z.object({
  revisionId: z.string({ error: 'revisionId is required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'revisionId is invalid'),
});

/** 'original': the record as it was before its first tracked change, so even that change can be undone. */
export const revisionActions = ['original', 'create', 'update', 'delete', 'restore'] as const;
export type RevisionAction = (typeof revisionActions)[number];

/**
 * A revision as history.json keeps it (server/store/history.ts), and so what every reader of one
 * relies on. Keys this version does not know are kept (the file schema is loose), so a revision
 * written by a newer version survives a downgrade.
 */
const revisionShape = {
  id: z.string(),
  /** 'property' | 'testimonial' | 'sold' | 'content', or a newer collection's name. */
  type: z.string(),
  recordId: z.string(),
  label: z.string(),
  action: z.enum(revisionActions),
  /** The record's version after this change (for a delete: the version it was deleted at). */
  version: z.number(),
  at: z.string().refine((at) => !Number.isNaN(Date.parse(at)), 'must be a date'),
  by: z.string(),
  device: z.string(),
  /** The record after the change; for a delete, the record as it was (what a restore brings back). */
  snapshot: z.record(z.string(), z.unknown()),
  /** One entry per changed field, its value before and after. */
  changes: z.array(z.looseObject({ field: z.string(), before: z.unknown().optional(), after: z.unknown().optional() })),
  restoredFrom: z.string().optional(),
};
export const revisionSchema = z.looseObject(revisionShape);
/** The known fields of a stored revision (the schema's unknown keys left out of the type). */
export type Revision = z.output<z.ZodObject<typeof revisionShape>>;
export type FieldChange = Revision['changes'][number];

/** One changed field as the admin API returns it; `diff` is a word diff for text (removed/added parts flagged). */
export type RevisionChange = FieldChange & { diff?: { value: string; added?: boolean; removed?: boolean }[] };
/** A revision as the admin API returns it: without the snapshot, with word diffs. */
export type RevisionView = Omit<Revision, 'type' | 'snapshot' | 'changes'> & { type: RevisionType; changes: RevisionChange[] };
