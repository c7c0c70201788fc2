// What the Settings view asks of the audit log (GET /api/admin/audit?limit=100&type=sign-in&q=...).
import { z } from './zod';

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
