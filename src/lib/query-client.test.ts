// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTRPC } from '../test/admin-test-utils';
import { onSessionExpired, saveSession } from './admin-session';
import { makeQueryClient } from './query-client';
import { makeTRPCClient } from './trpc';

afterEach(() => {
  onlineManager.setOnline(true);
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

describe('while the browser is offline', () => {
  it('a save is sent and its failure comes back at once, not held until the network returns', async () => {
    onlineManager.setOnline(false);
    const queryClient = makeQueryClient();
    // What fetch does with no network.
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: send });
    const outcome = mutation.execute(undefined).then(
      () => 'saved',
      (error: unknown) => (error instanceof Error ? error.message : 'failed'),
    );
    // Held back, the save would stay pending ("Saving...") with nothing sent.
    await vi.waitFor(() => expect(mutation.state.status).toBe('error'));
    expect(mutation.state.isPaused).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outcome).toBe('Failed to fetch');
  });

  it('a read waits and keeps what the page shows, then completes by itself when the network returns', async () => {
    const queryClient = makeQueryClient();
    // As the page's provider does: the client then follows the browser going off and back online.
    queryClient.mount();
    queryClient.setQueryData(['site-content'], { hero_title: 'Shown now' });
    onlineManager.setOnline(false);
    const read = vi.fn(() => Promise.resolve({ hero_title: 'Edited' }));
    const refetch = queryClient.fetchQuery({ queryKey: ['site-content'], queryFn: read, staleTime: 0 });
    const query = queryClient.getQueryCache().find({ queryKey: ['site-content'] })!;
    await vi.waitFor(() => expect(query.state.fetchStatus).toBe('paused'));
    expect(read).not.toHaveBeenCalled();
    expect(query.state.status).toBe('success');
    expect(queryClient.getQueryData(['site-content'])).toEqual({ hero_title: 'Shown now' });

    onlineManager.setOnline(true);
    await expect(refetch).resolves.toEqual({ hero_title: 'Edited' });
    expect(queryClient.getQueryData(['site-content'])).toEqual({ hero_title: 'Edited' });
    queryClient.unmount();
  });
});
