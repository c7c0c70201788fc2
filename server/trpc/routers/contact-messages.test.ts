import { promises as fs } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCaller, callError, contactBody, createTestServices, publicCaller, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

const admin = () => adminCaller(services);
const visitor = () => publicCaller(services);

describe('contactMessages', () => {
  it('stores a visitor message on disk before answering', async () => {
    const saved = await visitor().contactMessages.create(contactBody({ name: '  Priya Raman  ' }));
    expect(saved.id).toBeTruthy();
    const onDisk = JSON.parse(await fs.readFile(services.store.file, 'utf8')) as { contactMessages: { id: string }[] };
    expect(onDisk.contactMessages.find((m) => m.id === saved.id)).toMatchObject({ ...contactBody(), name: 'Priya Raman' });
  });

  it('lists messages for the admin only, newest first, even within the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-01T09:00:00Z'));
    const first = await visitor().contactMessages.create(contactBody({ message: 'First message' }));
    const second = await visitor().contactMessages.create(contactBody({ message: 'Second, same millisecond' }));
    vi.setSystemTime(new Date('2030-03-01T09:05:00Z'));
    const third = await visitor().contactMessages.create(contactBody({ message: 'Third, five minutes later' }));
    const list = await admin().contactMessages.list();
    expect(list.slice(0, 3).map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(list[0]).toMatchObject({ subject: 'buying', createdAt: '2030-03-01T09:05:00.000Z' });
    expect((await callError(visitor().contactMessages.list())).code).toBe('UNAUTHORIZED');
  });

  it('names the missing fields and bad values', async () => {
    const { code, message } = await callError(visitor().contactMessages.create({} as never));
    expect(code).toBe('BAD_REQUEST');
    for (const text of ['Name is required', 'Email is required', 'Phone is required', 'Subject must be one of', 'Message is required'])
      expect(message).toContain(text);
    expect(await callError(visitor().contactMessages.create(contactBody({ email: '  ' })))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Email is required',
    });
    expect(await callError(visitor().contactMessages.create(contactBody({ email: 'not-an-email' })))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Email must be a valid email address',
    });
    expect((await callError(visitor().contactMessages.create(contactBody({ subject: 'renting' })))).message).toContain('Subject must be one of');
    expect((await callError(visitor().contactMessages.create(contactBody({ message: 'x'.repeat(5001) })))).message).toBe(
      'Message must be at most 5000 characters',
    );
  });
});
