// What the agent is told when a call fails: the server's own words, the status of an answer that
// was not the server's (a proxy's 502 during a restart), "Network error" only when nothing came back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, isNetworkError, NETWORK_ERROR } from '../routes/admin/errors';
import { stubTRPC } from '../test/admin-test-utils';
import { makeTRPCClient } from './trpc';

afterEach(() => vi.unstubAllGlobals());

async function failureOf(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(answer));
  try {
    await makeTRPCClient('http://localhost').admin.login.mutate({ username: 'admin', password: 'x' });
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('a failed call, in words', () => {
  it.each([
    ['a 502 with no body', () => new Response(null, { status: 502, statusText: 'Bad Gateway' }), '502: Bad Gateway'],
    [
      'a 500 error page',
      () =>
        new Response('<!DOCTYPE html><html><body><pre>Internal Server Error</pre></body></html>', {
          status: 500,
          statusText: 'Internal Server Error',
          headers: { 'content-type': 'text/html' },
        }),
      '500: Internal Server Error',
    ],
    ['a 503 in plain text', () => new Response('Service restarting', { status: 503, statusText: 'Service Unavailable' }), '503: Service restarting'],
    [
      "a 500 with a JSON error that is not tRPC's",
      () => new Response(JSON.stringify({ error: 'Upstream timed out' }), { status: 500, headers: { 'content-type': 'application/json' } }),
      '500: Upstream timed out',
    ],
    [
      'a 500 with a JSON message',
      () => new Response(JSON.stringify({ message: 'Disk is full' }), { status: 500, headers: { 'content-type': 'application/json' } }),
      '500: Disk is full',
    ],
  ])('%s is the status and its text, not a network error', async (_, answer, words) => {
    const error = await failureOf(() => Promise.resolve(answer()));
    expect(isNetworkError(error)).toBe(false);
    expect(describeError(error, 'fallback')).toBe(words);
  });

  it('no answer at all is a network error', async () => {
    const error = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(isNetworkError(error)).toBe(true);
    expect(describeError(error, 'fallback')).toBe(NETWORK_ERROR);
  });

  it("the server's own refusal keeps its message", async () => {
    stubTRPC(() => ({ error: { message: 'Invalid credentials', httpStatus: 401, code: 'UNAUTHORIZED' } }));
    const error = await makeTRPCClient('http://localhost')
      .admin.login.mutate({ username: 'admin', password: 'x' })
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(false);
    expect(describeError(error, 'fallback')).toBe('Invalid credentials');
  });
});
