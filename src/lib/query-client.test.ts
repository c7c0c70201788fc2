// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTRPC } from '../test/admin-test-utils';
import { onSessionExpired, saveSession } from './admin-session';
import { makeQueryClient } from './query-client';
import { makeTRPCClient } from './trpc';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('401 handling', () => {
  it('signs out when one call inside a batch is refused with 401 while the others succeed', async () => {
    stubTRPC((call) =>
      call.path === 'leads.list'
        ? { error: { message: 'Authentication required. Please sign in again.', httpStatus: 401, code: 'UNAUTHORIZED' } }
        : { result: [] },
    );
    saveSession('token-1', { username: 'admin' });
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const queryClient = makeQueryClient();
    const client = makeTRPCClient('http://localhost');
    // Issued in the same tick, so the link sends them as one batch (answered 207).
    const results = await Promise.allSettled([
      queryClient.fetchQuery({ queryKey: ['properties'], queryFn: () => client.properties.list.query() }),
      queryClient.fetchQuery({ queryKey: ['leads'], queryFn: () => client.leads.list.query() }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('adminToken')).toBeNull();
    unsubscribe();
  });

  it('does nothing for a 401 when nobody is signed in (a failed login is not an expired session)', async () => {
    stubTRPC(() => ({ error: { message: 'Invalid credentials', httpStatus: 401, code: 'UNAUTHORIZED' } }));
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const queryClient = makeQueryClient();
    const client = makeTRPCClient('http://localhost');
    await expect(queryClient.fetchQuery({ queryKey: ['properties'], queryFn: () => client.properties.list.query() })).rejects.toBeTruthy();
    expect(expired).not.toHaveBeenCalled();
    unsubscribe();
  });
});
