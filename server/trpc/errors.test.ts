// Bad input names each field's problem, both in the message and per field (data.fieldErrors),
// so a form can show it next to the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { startTestApp, contactBody, type TestApp } from '../test/harness';
import { fieldErrorsOf } from './errors';

describe('fieldErrorsOf', () => {
  it('gives the first message per field, dropping the `data` wrapper of updates', () => {
    const schema = z.object({
      data: z.object({ title: z.string().min(1, 'Title is required'), price: z.number({ error: 'Price must be a number' }) }),
    });
    const parsed = schema.safeParse({ data: { title: '', price: 'x' } });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    expect(fieldErrorsOf(error)).toEqual({ title: 'Title is required', price: 'Price must be a number' });
  });

  it('is null for errors that are not about input', () => {
    expect(fieldErrorsOf(new TRPCError({ code: 'NOT_FOUND', message: 'Property not found' }))).toBeNull();
  });
});

describe('the tRPC error answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('carries one message per bad field next to the summary message', async () => {
    // superjson wire format: the input inside { json }, the error inside { json } too.
    const res = await app.api('/api/trpc/contactMessages.create', {
      method: 'POST',
      json: { json: contactBody({ email: 'not-an-email', name: '' }) },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { json: { message: string; data: { fieldErrors: Record<string, string> | null; httpStatus: number } } };
    };
    const { fieldErrors } = error.json.data;
    expect(Object.keys(fieldErrors ?? {}).sort()).toEqual(['email', 'name']);
    expect(fieldErrors?.email).toMatch(/email/i);
    expect(fieldErrors?.name).toMatch(/name/i);
    expect(error.json.message).toContain(fieldErrors?.email);
    expect(error.json.data.httpStatus).toBe(400);
  });

  it.each([
    ['null input', () => app.api('/api/trpc/properties.list?input=null')],
    ['a list as the body', () => app.api('/api/trpc/contactMessages.create', { method: 'POST', json: [] })],
    ['meta that loops', () => app.api('/api/trpc/contactMessages.create', { method: 'POST', json: { json: { name: 'x' }, meta: { values: 'zz' } } })],
    [
      'meta naming __proto__',
      () =>
        app.api('/api/trpc/contactMessages.create', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // As sent on the wire: an object literal would set the prototype instead of the key.
          body: '{"json":{},"meta":{"values":{"__proto__":["undefined"]}}}',
        }),
    ],
  ])('answers %s with a 400 that names the wire format, not the decoder internals', async (_case, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { json: { message: string } } };
    expect(error.json.message).toBe('The request input could not be read: send it as superjson, {"json": ...}');
  });

  it.each([
    ['JSON that does not parse', '{bad'],
    ['a broken %-escape', '%E0%A4%A'],
  ])('answers a GET whose input is %s with a 400 that names the input: a GET has no body', async (_case, input) => {
    const res = await app.api(`/api/trpc/properties.get?input=${input}`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { json: { message: string } } };
    expect(error.json.message).toBe('The request input is not valid JSON');
  });

  it('still names the body when a POST body does not parse', async () => {
    const res = await app.api('/api/trpc/contactMessages.create', { method: 'POST', body: '{bad', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { json: { message: string } } };
    expect(error.json.message).toBe('The request body is not valid JSON');
  });

  it('has no field errors for an error that is not about input', async () => {
    const res = await app.api('/api/trpc/contactMessages.list');
    expect(res.status).toBe(401);
    const { error } = (await res.json()) as { error: { json: { data: { fieldErrors: unknown } } } };
    expect(error.json.data.fieldErrors).toBeNull();
  });
});
