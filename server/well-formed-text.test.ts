// Text from requests is stored well-formed and without control characters, whichever way it came
// (a REST JSON body or a tRPC call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, startTestApp, type TestApp } from './test/harness';
import { cleanRequestText, cleanText, requestTextReviver } from './well-formed-text';

describe('cleanText', () => {
  it('drops C0, DEL and C1 control characters but keeps tab, line feed and carriage return', () => {
    expect(cleanText('a\u0000b\u0001c\u001fd\u007fe\u0080f\u009fg')).toBe('abcdefg');
    expect(cleanText('line one\r\nline two\tcolumn')).toBe('line one\r\nline two\tcolumn');
    expect(cleanText('\u0001'.repeat(5000))).toBe('');
  });

  it('keeps every other character and still replaces a lone surrogate with U+FFFD', () => {
    const text = 'Café 東京 🏡 \u200f\u00a0\u00ff';
    expect(cleanText(text)).toBe(text);
    expect(cleanText('Lone \ud800\u0001 title')).toBe('Lone \ufffd title');
  });

  it('cleans every string of a parsed body, in lists and records, leaving keys and other values', () => {
    expect(cleanRequestText({ a: ['x\u0002', 3, null, { b: 'y\u0085' }], 'k\u0001': true })).toEqual({
      a: ['x', 3, null, { b: 'y' }],
      'k\u0001': true,
    });
    expect(JSON.parse('{"m":"a\\u0000b\\ud800"}', requestTextReviver)).toEqual({ m: 'ab\ufffd' });
  });
});

describe('a lead with control characters', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is stored without them through the REST form path and through tRPC', async () => {
    const message = 'Hello\u0001\u0000 Angela,\r\n\tplease call\u0085 me.\u0007';
    const rest = await app.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ name: 'Rest\u0001 Visitor', message }) });
    expect(rest.status).toBe(201);
    const trpc = await app.api('/api/trpc/contactMessages.create', {
      method: 'POST',
      json: { json: contactBody({ name: 'Trpc Visitor', message }) },
    });
    expect(trpc.status).toBe(200);
    const stored = app.store.read().contactMessages.filter((m) => m.name === 'Rest Visitor' || m.name === 'Trpc Visitor');
    expect(stored.map((m) => m.message)).toEqual(['Hello Angela,\r\n\tplease call me.', 'Hello Angela,\r\n\tplease call me.']);
  });

  it('made only of control characters is refused as empty, not stored', async () => {
    const before = app.store.read().contactMessages.length;
    const res = await app.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ message: '\u0001'.repeat(5000) }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Message/);
    expect(app.store.read().contactMessages).toHaveLength(before);
  });
});
