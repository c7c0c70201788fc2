// Operations over HTTP: /healthz, the backup download and status, the Spam folder, one-line fields.
import { promises as fs } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyOf, findById, idsOf, matching, messageOf, record } from '../test/answers';
import { adminCaller, contactBody, startSignedInTestApp, valuationBody, type TestApp } from '../test/harness';
import { healthReport, MIN_FREE_BYTES } from '../health';
import { purgeOldSpam } from '../leads/spam-folder';
import { readAudit } from '../audit/audit-log';

let app: TestApp;
let token: string;
beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp({
    backups: true,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', MAIL_FROM: 'Agent <agent@example.com>' },
  }));
});
afterAll(() => app.close());

describe('GET /healthz', () => {
  it('answers ok with the data version, uptime, outbox backlog and last backup, and nothing personal', async () => {
    const res = await app.api('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = z.record(z.string(), z.unknown()).parse(await bodyOf(res));
    expect(body).toMatchObject({ status: 'ok', dataVersion: app.store.read().version, outboxBacklog: matching.number(), lastBackupFailed: false });
    expect(typeof body.uptimeSeconds).toBe('number');
    expect(Object.keys(body).sort()).toEqual(['dataVersion', 'lastBackupAt', 'lastBackupFailed', 'outboxBacklog', 'status', 'uptimeSeconds']);
    expect(JSON.stringify(body)).not.toMatch(/\/tmp|@|password|secret/i);
  });

  it('is degraded with reasons when the data or uploads folder is not writable, the disk is nearly full or the last backup failed', async () => {
    const report = await healthReport(
      app.store,
      { lastBackupAt: null, lastBackupSize: null, lastBackupName: null, lastError: 'EIO', lastErrorAt: new Date().toISOString(), intervalHours: 24 },
      {
        dataDirWritable: () => Promise.resolve(false),
        uploadDirWritable: () => Promise.resolve(false),
        freeBytes: () => Promise.resolve(MIN_FREE_BYTES - 1),
      },
    );
    expect(report.status).toBe('degraded');
    expect(report.reasons).toEqual([
      'the data directory is not writable',
      'the uploads directory is not writable',
      'the disk is nearly full (99 MB free)',
      'the last backup failed',
    ]);
  });

  it('turns 503 while the uploads folder cannot be written, and ok again once it can', async () => {
    const aside = `${app.env.uploadDir}-aside`;
    await fs.mkdir(app.env.uploadDir, { recursive: true });
    await fs.rename(app.env.uploadDir, aside);
    // A file in its place: no photo can be written there, whoever runs the server.
    await fs.writeFile(app.env.uploadDir, '');
    try {
      const res = await app.api('/healthz');
      expect(res.status).toBe(503);
      expect(await bodyOf(res)).toMatchObject({ status: 'degraded', reasons: ['the uploads directory is not writable'] });
    } finally {
      await fs.rm(app.env.uploadDir);
      await fs.rename(aside, app.env.uploadDir);
    }
    expect((await app.api('/healthz')).status).toBe(200);
  });
});

describe('backups over HTTP', () => {
  it('refuses the download without a session', async () => {
    const res = await app.api('/api/admin/backup/download');
    expect(res.status).toBe(401);
  });

  it('streams a fresh snapshot as application/gzip with a file name, never cached', async () => {
    const res = await app.api('/api/admin/backup/download', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="agent-site-.*-download\.tar\.gz"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const tarBytes = gunzipSync(Buffer.from(await res.arrayBuffer()));
    expect(tarBytes.toString('latin1')).toContain('manifest.json');
    const status = await adminCaller(app.services).backup.status();
    expect(status.lastBackupName).toMatch(/-download\.tar\.gz$/);
    expect(status.lastBackupSize).toBeGreaterThan(0);
    const downloads = await readAudit(app.store, { type: 'backup.downloaded' });
    expect(downloads[0]?.details).toMatchObject({ file: status.lastBackupName });
  });

  it('answers HEAD with 405 and makes no snapshot (a link checker must not fill the backup folder)', async () => {
    const before = (await adminCaller(app.services).backup.status()).lastBackupName;
    const res = await app.api('/api/admin/backup/download', { token, method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect((await adminCaller(app.services).backup.status()).lastBackupName).toBe(before);
  });

  it('backs up now through tRPC and reports when and how big', async () => {
    const status = await adminCaller(app.services).backup.now();
    expect(status.lastBackupName).toMatch(/-manual\.tar\.gz$/);
    expect(Date.parse(status.lastBackupAt!)).toBeGreaterThan(Date.now() - 60_000);
    const health = await bodyOf(await app.api('/healthz'));
    expect(health).toMatchObject({ lastBackupAt: status.lastBackupAt });
  });
});

describe('Spam folder', () => {
  const post = (path: string, json: unknown) => app.api(path, { method: 'POST', json });

  it('keeps a honeypot submission in the Spam folder: success answer, no e-mail, not unread, not in the inbox', async () => {
    const outboxBefore = app.store.read().outbox.length;
    const unreadBefore = (await adminCaller(app.services).leads.unreadCount()).unread;
    const res = await post('/api/contact/formcarry', { ...contactBody({ name: 'Bot Person' }), website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const { id } = record.parse(await bodyOf(res));
    expect(app.store.read().outbox.length).toBe(outboxBefore);
    expect((await adminCaller(app.services).leads.unreadCount()).unread).toBe(unreadBefore);
    const inbox = await bodyOf(await app.api('/api/admin/contact-messages', { token }));
    expect(idsOf(inbox)).not.toContain(id);
    const spam = await bodyOf(await app.api('/api/admin/contact-messages?folder=spam', { token }));
    expect(idsOf(spam)).toContain(id);
    expect(findById(spam, id)).toMatchObject({ spam: { reason: 'honeypot' } });
  });

  it('filters valuation requests the same way and refuses an unknown folder by name', async () => {
    const res = await post('/api/valuation-requests', { ...valuationBody(), fillTimeMs: 10 });
    const { id } = record.parse(await bodyOf(res));
    const spam = await bodyOf(await app.api('/api/admin/valuation-requests?folder=spam', { token }));
    expect(idsOf(spam)).toContain(id);
    const bad = await app.api('/api/admin/valuation-requests?folder=trash', { token });
    expect(bad.status).toBe(400);
    expect(messageOf(await bodyOf(bad))).toContain('folder must be inbox or spam');
  });

  it('"Not spam" moves it to the inbox, unread, and queues the notifications then', async () => {
    const res = await post('/api/contact/formcarry', { ...contactBody(), website: 'x' });
    const { id } = record.parse(await bodyOf(res));
    const moved = await app.api(`/api/admin/leads/contact/${id}/not-spam`, { method: 'POST', token });
    expect(moved.status).toBe(200);
    const inbox = await bodyOf(await app.api('/api/admin/contact-messages', { token }));
    expect(findById(inbox, id)).toMatchObject({ read: false });
    expect(
      app.store
        .read()
        .outbox.filter((e) => e.leadId === id)
        .map((e) => e.email)
        .sort(),
    ).toEqual(['agent-notification', 'visitor-confirmation']);
    const again = await app.api(`/api/admin/leads/contact/${id}/not-spam`, { method: 'POST', token });
    expect(again.status).toBe(404);
  });

  it('purges spam older than 30 days and nothing else', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await app.store.mutate((db) => {
      const base = db.contactMessages[0]!;
      db.contactMessages.push(
        { ...base, id: 'old-spam', createdAt: old, spam: { reason: 'too-fast', at: old } },
        { ...base, id: 'old-lead', createdAt: old, spam: undefined },
      );
    });
    const removed = await app.store.mutate((db) => purgeOldSpam(db));
    expect(removed).toBe(1);
    const ids = app.store.read().contactMessages.map((m) => m.id);
    expect(ids).not.toContain('old-spam');
    expect(ids).toContain('old-lead');
  });
});

describe('one-line fields', () => {
  it('refuses line breaks in names, phones and addresses with a field message; the message keeps them', async () => {
    const res = await app.api('/api/contact/formcarry', {
      method: 'POST',
      json: contactBody({ name: 'Jane\nBcc: x@example.com', message: 'Line one\nLine two' }),
    });
    expect(res.status).toBe(400);
    expect(messageOf(await bodyOf(res))).toBe('Name must be on one line (no line breaks or control characters)');
    const ok = await app.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ message: 'Line one\nLine two' }) });
    expect(ok.status).toBe(201);
    const val = await app.api('/api/valuation-requests', { method: 'POST', json: valuationBody({ address: '12 Main St\r\nApt 4' }) });
    expect(val.status).toBe(400);
    expect(messageOf(await bodyOf(val))).toContain('Property address must be on one line');
    const email = await app.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ email: 'a@example.com\nb@example.com' }) });
    expect(email.status).toBe(400);
  });

  it('drops text-direction controls from names, phones, addresses and e-mail addresses (a pasted phone number carries them) and keeps right-to-left names', async () => {
    const res = await app.api('/api/contact/formcarry', {
      method: 'POST',
      json: contactBody({ name: 'Dana \u202enehoC', phone: '\u202a(410) 555-0187\u202c', message: 'Keep \u202ethis\u202c' }),
    });
    expect(res.status).toBe(201);
    const stored = app.store.read().contactMessages.at(-1)!;
    expect(stored.name).toBe('Dana nehoC');
    expect(stored.phone).toBe('(410) 555-0187');
    expect(stored.message).toBe('Keep \u202ethis\u202c');
    const val = await app.api('/api/valuation-requests', {
      method: 'POST',
      json: valuationBody({ address: '12 Main St \u2067Apt 4\u2069', email: '\u202adana@example.com\u202c' }),
    });
    expect(val.status).toBe(201);
    expect(app.store.read().valuationRequests.at(-1)!.address).toBe('12 Main St Apt 4');
    expect(app.store.read().valuationRequests.at(-1)!.email).toBe('dana@example.com');
    const pasted = await app.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ email: '\u2066dana@example.com\u2069' }) });
    expect(pasted.status).toBe(201);
    expect(app.store.read().contactMessages.at(-1)!.email).toBe('dana@example.com');
    const rtl = await app.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ name: 'דנה כהן' }) });
    expect(rtl.status).toBe(201);
    expect(app.store.read().contactMessages.at(-1)!.name).toBe('דנה כהן');
  });
});

describe('a value of the wrong type', () => {
  it('is named as such, not as missing', async () => {
    const post = async (path: string, json: unknown, auth = false) => {
      const res = await app.api(path, { method: 'POST', json, ...(auth ? { token } : {}) });
      return { status: res.status, message: messageOf(await bodyOf(res)) };
    };
    expect(await post('/api/contact/formcarry', contactBody({ email: ['dana@example.com'] as never }))).toEqual({
      status: 400,
      message: 'Email must be text',
    });
    expect(await post('/api/admin/login', { username: 5, password: [1] })).toEqual({
      status: 400,
      message: 'Username must be text; Password must be text',
    });
    expect(await post('/api/admin/change-password', { currentPassword: 5, newPassword: [] }, true)).toMatchObject({
      status: 400,
      message: matching.pattern(/^Current password must be text; New password must be text/),
    });
    expect(await post('/api/admin/2fa/enable', { password: 'x', code: 123456 }, true)).toEqual({ status: 400, message: 'Code must be text' });
    // One message per field, not "Phone must be text; Phone is required".
    expect(await post('/api/contact/formcarry', contactBody({ phone: [] as never }))).toEqual({ status: 400, message: 'Phone must be text' });
    // Missing is still "required".
    expect(await post('/api/admin/login', {})).toEqual({ status: 400, message: 'Username is required; Password is required' });
  });
});
