// Data version 5: record versions, two-factor fields and richer admin sessions.
// Revisions and the audit log live in their own files beside db.json (docs/decisions/014-revisions-and-audit-files.md),
// so this step only touches db.json's own records.
import type { Migration, RawDb } from './types';

const VERSIONED = ['properties', 'testimonials', 'soldRecords'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const validVersion = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1;

export const migration: Migration = {
  to: 5,
  name: 'record versions, revisions, audit log and two-factor sign-in',
  up(data: RawDb): RawDb {
    const out: RawDb = { ...data };
    for (const name of VERSIONED) {
      const rows = data[name];
      if (Array.isArray(rows)) out[name] = rows.map((row: unknown) => (isObject(row) && !validVersion(row.version) ? { ...row, version: 1 } : row));
    }

    const content = isObject(data.siteContent) ? data.siteContent : {};
    const versions: Record<string, unknown> = isObject(data.siteContentVersions) ? { ...data.siteContentVersions } : {};
    for (const key of Object.keys(content)) if (!validVersion(versions[key])) versions[key] = 1;
    out.siteContentVersions = versions;

    if (isObject(data.admin)) {
      const admin = data.admin;
      out.admin = {
        ...admin,
        twoFactor: admin.twoFactor ?? null,
        twoFactorPending: admin.twoFactorPending ?? null,
        sessions: Array.isArray(admin.sessions)
          ? admin.sessions.map((s: unknown) => (isObject(s) ? { device: '', ip: '', lastSeenAt: s.lastSeenAt ?? s.createdAt, ...s } : s))
          : [],
      };
    }
    return out;
  },
};
