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

export function cookieJar(req: IncomingMessage, res: ServerResponse, opts: { secret: string; secure: boolean; ttlSeconds: number }): CookieJar {
  const options = {
    cookieName: COOKIE_NAME,
    password: opts.secret,
    ttl: opts.ttlSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax' as const, secure: opts.secure, path: '/' },
  };
  const session = async () => {
    try {
      return await getIronSession<CookieData>(req, res, options);
    } catch {
      // iron-session throws on some tampered seals (e.g. "Wrong mac prefix"); start from an
      // empty session so signing in or out with such a cookie still works instead of a 500.
      return getIronSession<CookieData>({ headers: {} } as IncomingMessage, res, options);
    }
  };
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
