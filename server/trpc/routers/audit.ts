// The audit log as the Settings view reads it (GET /api/admin/audit?limit=100).
import { z } from 'zod';
import { AUDIT_EVENT_TYPES, readAudit } from '../../audit/audit-log';
import { adminProcedure, router } from '../init';

export const auditQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 1000')
    .max(1000, 'limit must be between 1 and 1000')
    .default(100),
  /** An event type ("sign-in.failure") or a group ("sign-in", "record", "2fa", "session"). */
  type: z
    .string()
    .max(60)
    .regex(/^[a-z0-9.-]*$/, 'type has invalid characters')
    .optional(),
  q: z.string().max(100).optional(),
});

export const auditRouter = router({
  list: adminProcedure
    .input(auditQuerySchema)
    .query(({ ctx, input }) => readAudit(ctx.store, { limit: input.limit, type: input.type || undefined, q: input.q })),
  types: adminProcedure.query(() => AUDIT_EVENT_TYPES),
});
