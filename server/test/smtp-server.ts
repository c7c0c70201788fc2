// Test helper: a real SMTP server on loopback (smtp-server) that keeps every message it accepts,
// plus a small MIME reader good enough for what nodemailer writes. Used only by tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type ReceivedMail = {
  /** RCPT TO addresses: who the message was really delivered to. */
  envelopeTo: string[];
  envelopeFrom: string;
  /** Whether the SMTP session was encrypted (implicit TLS or STARTTLS). */
  secure: boolean;
  raw: string;
  /** Header names lower-cased, folded lines joined, RFC 2047 words decoded. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
  html: string;
};

export type TestSmtpServer = {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
};

export async function startTestSmtpServer(
  opts: {
    port?: number;
    auth?: { user: string; pass: string };
    /** none (default): plain text; starttls: offers STARTTLS; implicit: TLS from the first byte. Self-signed test certificate. */
    tls?: 'none' | 'starttls' | 'implicit';
    options?: Partial<SMTPServerOptions>;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const tls = opts.tls ?? 'none';
  const server = new SMTPServer({
    secure: tls === 'implicit',
    disabledCommands: [...(tls === 'none' ? ['STARTTLS'] : []), ...(opts.auth ? [] : ['AUTH'])],
    allowInsecureAuth: true,
    authOptional: !opts.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = parseMail(
          raw,
          session.envelope.rcptTo.map((r) => r.address),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        );
        received.push({ ...mail, secure: !!session.secure });
        callback();
      });
    },
    ...opts.options,
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** A port on loopback that nothing listens on (an SMTP server that is down). */
export async function unusedPort(): Promise<number> {
  const s = await startTestSmtpServer();
  const port = s.port;
  await s.close();
  return port;
}

// ---------------------------------------------------------------------------------------------
// A minimal MIME reader

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text.charAt(i), 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(part: string): { headers: Map<string, string[]>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())]);
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string[]>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function collectParts(headers: Map<string, string[]>, body: string, out: { text: string; html: string }) {
  const type = headers.get('content-type')?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const sub = splitHeaders(piece.replace(/^\r?\n/, ''));
      collectParts(sub.headers, sub.body, out);
    }
    return;
  }
  const decoded = decodeBody(headers, body).replace(/\r\n/g, '\n').replace(/\n$/, '');
  if (/^text\/html/i.test(type)) out.html += decoded;
  else out.text += decoded;
}

function parseMail(raw: string, envelopeTo: string[] = [], envelopeFrom = ''): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return {
    envelopeTo,
    envelopeFrom,
    secure: false,
    raw,
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: parts.text,
    html: parts.html,
  };
}
