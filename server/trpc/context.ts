// Per-request context shared by the tRPC endpoint and the REST adapters.
import type { Request, Response } from 'express';
import type { Env } from '../env';
import { cookieJar, type CookieJar } from '../auth/cookie';
import { resolveToken, SESSION_TTL_MS, touchSession } from '../auth/sessions';
import type { AccountLock, LoginThrottle } from '../auth/throttle';
import type { Store } from '../store/store';
import type { BackupService } from '../backup/service';

export type Services = {
  env: Env;
  store: Store;
  sessionSecret: string;
  loginThrottle: LoginThrottle;
  /** Failed sign-ins against the account from any address. */
  signInLock: AccountLock;
  /** Snapshots (absent in processes that do not run them, such as unit tests). */
  backups?: BackupService;
};

export type Auth = { sessionId: string; via: 'bearer' | 'cookie' };

export type Context = Services & {
  req?: Request;
  res?: Response;
  ip: string;
  auth: Auth | null;
  cookies: CookieJar | null;
  /** True when the request comes from this site's own pages (Origin, else Referer, else Sec-Fetch-Site). */
  sameOrigin: boolean;
  setHeader(name: string, value: string): void;
};

export async function createContext(services: Services, req: Request, res: Response): Promise<Context> {
  const secure = services.env.COOKIE_SECURE ?? req.secure;
  const cookies = cookieJar(req, res, { secret: services.sessionSecret, secure, ttlSeconds: SESSION_TTL_MS / 1000 });
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const auth = await resolveAuth(services, req, cookies);
  // Settings' session list shows when and from where each session was last used.
  if (auth) touchSession(services.store, auth.sessionId, ip);
  return {
    ...services,
    req,
    res,
    ip,
    auth,
    cookies,
    sameOrigin: isSameOrigin(req),
    setHeader: (name, value) => {
      if (!res.headersSent) res.setHeader(name, value);
    },
  };
}

/** A context for in-process callers (server rendering, tests): no request, no credentials. */
export function createInternalContext(services: Services, auth: Auth | null = null): Context {
  return { ...services, ip: '127.0.0.1', auth, cookies: null, sameOrigin: true, setHeader: () => {} };
}

async function resolveAuth(services: Services, req: Request, cookies: CookieJar): Promise<Auth | null> {
  const header = req.headers.authorization;
  if (typeof header === 'string' && /^bearer\s+/i.test(header)) {
    // A bearer header that is present but wrong is a failure, not a fall-back to the cookie.
    const sessionId = resolveToken(services.store, header.replace(/^bearer\s+/i, '').trim());
    return sessionId ? { sessionId, via: 'bearer' } : null;
  }
  const token = await cookies.read();
  const sessionId = token ? resolveToken(services.store, token) : null;
  return sessionId ? { sessionId, via: 'cookie' } : null;
}

function isSameOrigin(req: Request): boolean {
  const host = req.headers.host;
  const origin = req.headers.origin ?? refererOrigin(req.headers.referer);
  if (!origin) {
    // Browsers send Origin on cross-site unsafe requests; its absence means a non-browser client
    // or same-origin navigation. Sec-Fetch-Site settles it when present.
    const site = req.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid:';
  }
}
