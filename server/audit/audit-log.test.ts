// Every security and data event lands in the append-only audit log, which rotates by month and
// keeps a year; GET /api/admin/audit reads it newest first.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { disableTwoFactorFromShell } from '../auth/admin-account';
import { totpCode } from '../test/totp';
import { matching } from '../test/answers';
import { ADMIN_PASSWORD, createTestServices, propertyBody, startSignedInTestApp, type TestApp } from '../test/harness';
import { audit, readAudit, type AuditEntry } from './audit-log';

let app: TestApp;
let token: string;
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  ({ app, token } = await startSignedInTestApp());
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

const entries = async (query = '') => (await (await app.api(`/api/admin/audit?limit=1000${query}`, { token })).json()) as AuditEntry[];
const latest = async (type: string) => (await entries(`&type=${type}`))[0];
const post = (url: string, json?: unknown, headers: Record<string, string> = {}) => app.api(url, { method: 'POST', token, json, headers });

describe('audit log events', () => {
  it('sign-in failure names the username tried, the IP and the user agent; success and sign-out are recorded', async () => {
    await app.api('/api/admin/login', { method: 'POST', json: { username: 'mallory', password: 'guess-1234' }, headers: { 'user-agent': UA } });
    expect(await latest('sign-in.failure')).toMatchObject({
      username: 'mallory',
      ip: matching.containing('127.0.0.1'),
      userAgent: UA,
      device: 'Chrome on Windows',
    });
    const res = await app.api('/api/admin/login', {
      method: 'POST',
      json: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { 'user-agent': UA },
    });
    const { token: other } = (await res.json()) as { token: string };
    expect(await latest('sign-in.success')).toMatchObject({ username: 'admin', userAgent: UA });
    await app.api('/api/admin/logout', { method: 'POST', token: other });
    expect(await latest('sign-out')).toMatchObject({ username: 'admin' });
  });

  it('records create, update, delete and restore naming the record', async () => {
    const created = (await (await post('/api/admin/properties', propertyBody({ title: 'Audit Lane Cottage' }))).json()) as { id: string };
    await app.api(`/api/admin/properties/${created.id}`, { method: 'PUT', token, json: propertyBody({ title: 'Audit Lane Cottage', beds: 5 }) });
    await app.api(`/api/admin/properties/${created.id}`, { method: 'DELETE', token });
    const [deleted] = (await (await app.api('/api/admin/deleted', { token })).json()) as [{ id: string }];
    await post(`/api/admin/revisions/${deleted.id}/restore`);
    await app.api('/api/admin/content/hero_title', { method: 'PUT', token, json: { value: 'Audited headline' } });
    const target = { type: 'property', id: created.id, label: 'Audit Lane Cottage' };
    expect(await latest('record.created')).toMatchObject({ target });
    expect(await latest('record.deleted')).toMatchObject({ target });
    expect(await latest('record.restored')).toMatchObject({ target });
    const updates = await entries('&type=record.updated');
    expect(updates.find((e) => e.target?.type === 'property')).toMatchObject({ target, details: { fields: ['beds'] } });
    expect(updates[0]).toMatchObject({ target: { type: 'content', id: 'hero_title' } });
  });

  it('records password change, 2FA on and off, a recovery code used and a session revoked', async () => {
    await post('/api/admin/change-password', { currentPassword: ADMIN_PASSWORD, newPassword: 'Severn-River-Audit-77' });
    expect(await latest('password.changed')).toMatchObject({ username: 'admin' });

    const { secret } = (await (await post('/api/admin/2fa/setup')).json()) as { secret: string };
    const { recoveryCodes } = (await (await post('/api/admin/2fa/enable', { password: 'Severn-River-Audit-77', code: totpCode(secret) })).json()) as {
      recoveryCodes: string[];
    };
    expect(await latest('2fa.enabled')).toBeDefined();

    const { challenge } = (await (
      await app.api('/api/admin/login', { method: 'POST', json: { username: 'admin', password: 'Severn-River-Audit-77' } })
    ).json()) as { challenge: string };
    const signedIn = await app.api('/api/admin/login/2fa', { method: 'POST', json: { challenge, code: recoveryCodes[3] } });
    expect(signedIn.status).toBe(200);
    expect(await latest('2fa.recovery-code-used')).toMatchObject({ details: { recoveryCodesLeft: 9 } });
    expect(await latest('sign-in.success')).toMatchObject({ details: { method: 'recovery' } });

    const [, other] = (await (await app.api('/api/admin/sessions', { token })).json()) as [{ id: string }, { id: string }];
    await app.api(`/api/admin/sessions/${other.id}`, { method: 'DELETE', token });
    expect(await latest('session.revoked')).toMatchObject({ details: { session: other.id } });

    vi.setSystemTime(Date.now() + 30_000);
    expect((await post('/api/admin/2fa/disable', { password: 'Severn-River-Audit-77', code: totpCode(secret) })).status).toBe(200);
    expect(await latest('2fa.disabled')).toMatchObject({ username: 'admin' });
  });

  it('offers audit() for other features (backup downloaded, settings changed) and the shell (2FA reset)', async () => {
    await audit({ store: app.store, ip: '203.0.113.9', auth: { sessionId: 'x' } }, { type: 'backup.downloaded', details: { file: 'backup.tar.gz' } });
    await audit(app.store, { type: 'settings.changed', details: { setting: 'example' } });
    await disableTwoFactorFromShell(app.store);
    expect(await latest('backup.downloaded')).toMatchObject({ username: 'admin', ip: '203.0.113.9' });
    expect(await latest('settings.changed')).toMatchObject({ details: { setting: 'example' } });
    expect(await latest('2fa.disabled')).toMatchObject({ username: 'shell', details: { via: 'reset-password --disable-2fa' } });
  });

  it('GET /api/admin/audit needs the admin, answers newest first, honours limit, type groups and search', async () => {
    expect((await app.api('/api/admin/audit?limit=100')).status).toBe(401);
    const all = await entries();
    expect(all.length).toBeGreaterThan(10);
    expect([...all].sort((a, b) => b.at.localeCompare(a.at)).map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(await (await app.api('/api/admin/audit?limit=3', { token })).json()).toHaveLength(3);
    expect((await entries('&type=2fa')).every((e) => e.type.startsWith('2fa.'))).toBe(true);
    expect((await entries('&q=mallory')).every((e) => e.username === 'mallory')).toBe(true);
    expect((await app.api('/api/admin/audit?limit=abc', { token })).status).toBe(400);
    // Append-only JSON lines, one file per month, never inside db.json.
    const files = await fs.readdir(path.join(path.dirname(app.store.file), 'audit'));
    expect(files.every((f) => /^audit-\d{4}-\d{2}\.jsonl$/.test(f))).toBe(true);
    expect(JSON.stringify(app.store.read())).not.toContain('sign-in.failure');
  });
});

describe('rotation', () => {
  it('keeps a year: older monthly files are removed and older entries are not read', async () => {
    const services = await createTestServices();
    try {
      const old = new Date('2025-01-15T10:00:00Z');
      await audit(services.store, { type: 'settings.changed' }, old);
      const dir = path.join(path.dirname(services.store.file), 'audit');
      expect(await fs.readdir(dir)).toEqual(['audit-2025-01.jsonl']);
      expect(await readAudit(services.store, {}, new Date('2025-02-01T00:00:00Z'))).toHaveLength(1);
      await audit(services.store, { type: 'settings.changed' }, new Date('2026-03-01T00:00:00Z'));
      expect(await fs.readdir(dir)).toEqual(['audit-2026-03.jsonl']);
    } finally {
      await services.cleanup();
    }
  });
});
