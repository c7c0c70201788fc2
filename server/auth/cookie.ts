// The admin session cookie (iron-session): sealed, HttpOnly, SameSite=Lax, Secure over HTTPS.
// It carries the same token as the bearer header, so one revocation covers both.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession } from 'iron-session';

export const COOKIE_NAME = 'agent_admin';
export type CookieData = { token?: string };

export type CookieJar = {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  clear(): Promise<void>;
};

export function cookieJar(
  req: IncomingMessage,
  res: ServerResponse,
  opts: { secret: string; secure: boolean; ttlSeconds: number },
): CookieJar {
  const session = () =>
    getIronSession<CookieData>(req, res, {
      cookieName: COOKIE_NAME,
      password: opts.secret,
      ttl: opts.ttlSeconds,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: opts.secure, path: '/' },
    });
  return {
    async read() {
      if (!req.headers.cookie?.includes(`${COOKIE_NAME}=`)) return null;
      try {
        const s = await session();
        return typeof s.token === 'string' ? s.token : null;
      } catch {
        // A tampered or truncated cookie is simply no session.
        return null;
      }
    },
    async write(token) {
      const s = await session();
      s.token = token;
      await s.save();
    },
    async clear() {
      const s = await session();
      s.destroy();
    },
  };
}
