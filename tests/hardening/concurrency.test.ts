// Many writers at once: every contact submission is stored, no admin edit overwrites another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKeys } from '../../domain/site-content';
import { contentWriteError } from '../../domain/site-content-schema';
import { dbSchema } from '../../server/store/schema';
import { Findings, tally } from './findings';
import { answers, client, login, makeSandbox, readJson, ServerProcess } from './harness';

const findings = new Findings('concurrency');
const sandbox = makeSandbox('concurrency');
let server: ServerProcess;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  server = await ServerProcess.start({ sandbox });
  admin = client(server.url, { token: (await login(server.url)).token });
});
afterAll(async () => {
  await server?.stop();
  sandbox.remove();
});

describe('concurrency', () => {
  it('200 parallel contact submissions are all stored, once each', async () => {
    const before = answers.records.parse((await admin.get('/api/admin/contact-messages')).json()).length;
    const markers = Array.from({ length: 200 }, (_, i) => `parallel lead ${i} ${Math.random().toString(36).slice(2)}`);
    const replies = await Promise.all(
      markers.map((message, i) =>
        client(server.url).post('/api/contact/formcarry', {
          name: `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          phone: '301-555-0199',
          subject: 'selling',
          message,
        }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    const stored = (await admin.get('/api/admin/contact-messages')).json() as { id: string; message: string }[];
    const found = markers.filter((m) => stored.filter((s) => s.message === m).length === 1).length;
    const ids = new Set(stored.map((s) => s.id));
    findings.check(
      '200 parallel contact submissions',
      '200 POST /api/contact/formcarry at once, each with a unique message',
      `answers ${tally(statuses)}; ${found}/200 stored exactly once; ${stored.length - before} new rows, ${ids.size === stored.length ? 'ids unique' : 'DUPLICATE ids'}`,
      statuses.every((s) => s === 201) && found === 200 && stored.length - before === 200 && ids.size === stored.length,
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(found).toBe(200);
    expect(stored.length - before).toBe(200);
  });

  it('50 parallel admin content edits on 50 keys: none overwritten', async () => {
    // Keys that take free text (link and number keys check their value's form; the top bar's phone
    // and e-mail formats must name the Contact ones).
    const keys = contentKeys.filter((k) => contentWriteError({}, k, `parallel edit of ${k}`) === undefined).slice(0, 50);
    expect(keys).toHaveLength(50);
    const values = keys.map((k) => `parallel edit of ${k} ${Math.random().toString(36).slice(2)}`);
    const replies = await Promise.all(keys.map((k, i) => admin.put(`/api/admin/content/${k}`, { value: values[i] })));
    const content = (await client(server.url).get('/api/site-content')).json() as Record<string, string>;
    const kept = keys.filter((k, i) => content[k] === values[i]).length;
    findings.check(
      '50 parallel content edits',
      '50 PUT /api/admin/content/{key} at once, 50 different keys of the one siteContent object',
      `answers ${tally(replies.map((r) => r.status))}; ${kept}/50 values present afterwards`,
      replies.every((r) => r.status === 200) && kept === 50,
    );
    expect(kept).toBe(50);
  });

  it('50 parallel admin edits of 50 listings: every update kept, nothing duplicated', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin.post('/api/admin/properties', {
          title: `Parallel listing ${i}`,
          address: `${100 + i} Parallel Road, Bethesda, MD 20814`,
          location: 'Bethesda, Maryland',
          price: '650,000',
          beds: 4,
          baths: '3.5',
          sqft: 2800,
          description: 'Created in parallel.',
          imageUrl: '/images/listing.jpg',
        }),
      ),
    );
    const ids = created.map((r) => answers.record.parse(r.json()).id);
    const updates = await Promise.all(
      ids.map((id, i) =>
        admin.put(`/api/admin/properties/${id}`, {
          title: `Parallel listing ${i} (price reduced)`,
          address: `${100 + i} Parallel Road, Bethesda, MD 20814`,
          location: 'Bethesda, Maryland',
          price: 600000 + i,
          beds: 4,
          baths: 3.5,
          sqft: 2800,
          description: 'Updated in parallel.',
          imageUrl: '/images/listing.jpg',
          status: 'Under Contract',
        }),
      ),
    );
    const list = (await client(server.url).get('/api/properties')).json() as { id: string; title: string; price: number; status: string }[];
    const kept = ids.filter((id, i) => {
      const p = list.find((x) => x.id === id);
      return p?.price === 600000 + i && p.title.endsWith('(price reduced)') && p.status === 'Under Contract';
    }).length;
    const parallelRows = list.filter((p) => p.title.startsWith('Parallel listing ')).length;
    findings.check(
      '50 parallel creates then 50 parallel updates',
      '50 POST /api/admin/properties at once, then 50 PUT (one per listing) at once',
      `creates ${tally(created.map((r) => r.status))}, updates ${tally(updates.map((r) => r.status))}; ${kept}/50 updates present, ${parallelRows} rows (expected 50)`,
      kept === 50 && parallelRows === 50,
    );
    expect(kept).toBe(50);
    expect(parallelRows).toBe(50);

    const db = dbSchema.safeParse(readJson(sandbox.dbFile));
    findings.check('db.json valid after the parallel writes', 'dbSchema on the file', db.success ? 'valid' : db.error.message, db.success);
    expect(db.success).toBe(true);
  });
});
