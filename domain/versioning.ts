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
export type RevisionQuery = z.infer<typeof revisionQuerySchema>;

export const revisionIdInput = z.object({
  revisionId: z.string({ error: 'revisionId is required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'revisionId is invalid'),
});

/** 'original': the record as it was before its first tracked change, so even that change can be undone. */
export type RevisionAction = 'original' | 'create' | 'update' | 'delete' | 'restore';
/** One changed field; `diff` is a word diff for text (removed/added parts flagged). */
export type RevisionChange = { field: string; before: unknown; after: unknown; diff?: { value: string; added?: boolean; removed?: boolean }[] };
export type RevisionView = {
  id: string;
  type: RevisionType;
  recordId: string;
  label: string;
  action: RevisionAction;
  version: number;
  at: string;
  by: string;
  device: string;
  changes: RevisionChange[];
  restoredFrom?: string;
};
