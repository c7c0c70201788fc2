// Who did something, as far as the request tells: the admin's name, the device and address.
import type { IncomingHttpHeaders } from 'node:http';
import { describeDevice } from '../auth/device';
import type { Store } from '../store/store';

export type Actor = { username: string; device: string; ip: string; userAgent: string };

/** The parts of a request context an actor is read from (a tRPC Context satisfies it). */
export type ActorSource = { store: Store; ip?: string; req?: { headers: IncomingHttpHeaders }; auth?: { sessionId: string } | null };

export function actorOf(ctx: ActorSource, username?: string): Actor {
  const userAgent = String(ctx.req?.headers['user-agent'] ?? '').slice(0, 400);
  return {
    username: username ?? (ctx.auth ? (ctx.store.read().admin?.username ?? 'admin') : 'anonymous'),
    device: describeDevice(userAgent),
    ip: ctx.ip ?? '',
    userAgent,
  };
}

/** For changes made from the shell (npm run reset-password). */
export const shellActor: Actor = { username: 'shell', device: 'Command line', ip: '', userAgent: '' };
