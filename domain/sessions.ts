// A signed-in device as Settings names it: the public id of its session, never the cookie's secret.
import { z } from './zod';

export const sessionIdInput = z.object({ id: z.string({ error: 'id is required' }).regex(/^[a-f0-9]{16}$/, 'id is not a session id') });
