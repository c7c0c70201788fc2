// The audit log as the Settings view reads it (GET /api/admin/audit?limit=100).
import { auditQuerySchema } from '../../../domain/audit';
import { AUDIT_EVENT_TYPES, readAudit } from '../../audit/audit-log';
import { adminProcedure, router } from '../init';

export const auditRouter = router({
  list: adminProcedure
    .input(auditQuerySchema)
    .query(({ ctx, input }) => readAudit(ctx.store, { limit: input.limit, type: input.type || undefined, q: input.q })),
  types: adminProcedure.query(() => AUDIT_EVENT_TYPES),
});
