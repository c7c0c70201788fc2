// @vitest-environment jsdom
// Saving Site Content texts over the real tRPC and query clients: a save names the version its
// edit started from, a refusal because the text changed elsewhere keeps the edit and shows the
// other text, nothing typed while a save is on its way is lost, and the drafts kept for a reload
// always name the version they now start from.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_VALUE_MAX } from '../../../domain/site-content';
import { toast } from '../../components/toast-store';
import { makeQueryClient } from '../../lib/query-client';
import { makeTRPCClient, TRPCProvider } from '../../lib/trpc';
import { requestText, requestUrl, stubTRPC, type Call } from '../../test/admin-test-utils';
import { useContentDrafts } from './content-drafts';
import { useContentList } from './use-content-list';
import { useContentSave, type SaveOutcome } from './use-content-save';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

type Row = { key: string; value: string; version: number };
let rows: Row[] = [];
let calls: Call[] = [];
/** While set, a save waits for the test to call it before it reaches the server. */
let holdSaves: Promise<void> | null = null;
/** While true, a save never reaches the server (the connection is gone). */
let offline = false;

const row = (key: string) => rows.find((r) => r.key === key)!;
const updates = () => calls.filter((c) => c.path === 'siteContent.update').map((c) => c.input);

/** Someone else saves a key (another browser tab, or PUT /api/admin/content/:key). */
function editElsewhere(key: string, value: string) {
  row(key).value = value;
  row(key).version += 1;
}

/** The server: the stored rows; a save naming another version than the stored one is refused with the text as it is now. */
function serve() {
  const stub = stubTRPC((c) => {
    if (c.path === 'siteContent.list') return { result: rows.map((r) => ({ ...r })) };
    if (c.path === 'siteContent.update') {
      const { key, value } = c.input as { key: string; value: string };
      row(key).value = value;
      row(key).version += 1;
      return { result: { version: row(key).version } };
    }
    return { result: null };
  });
  calls = stub.calls;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (requestUrl(input).pathname === '/api/trpc/siteContent.update') {
      await holdSaves;
      if (offline) throw new TypeError('Failed to fetch');
      const sent = (JSON.parse(requestText(init)) as Record<string, { json: { key: string; version?: number } }>)['0']!.json;
      if (sent.version !== row(sent.key).version) {
        calls.push({ path: 'siteContent.update', input: sent });
        const data = { code: 'CONFLICT', httpStatus: 409, path: 'siteContent.update', conflict: { current: { ...row(sent.key) }, changedAt: null } };
        const body = [{ error: { json: { message: 'This was changed elsewhere. Review the latest version.', code: -32603, data } } }];
        return new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } });
      }
    }
    return stub.fetchMock(input, init);
  });
}

/** The tab's list, drafts and saving, as the tab puts them together. */
async function renderContent() {
  const queryClient = makeQueryClient();
  const trpcClient = makeTRPCClient('http://localhost');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const content = useContentList();
      const drafts = useContentDrafts(content.list.data);
      return { content, drafts, ...useContentSave(drafts, content) };
    },
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.content.list.data).toBeDefined());
  return hook;
}

/** The drafts as this browser tab keeps them for a reload: each text with the version it starts from. */
const storedDrafts = () => JSON.parse(window.sessionStorage.getItem('adminContentDrafts') ?? '{}') as unknown;

/** Starts a save of `keys` that reaches the server only when the returned `release` is called. */
async function startHeldSave(result: { current: Awaited<ReturnType<typeof renderContent>>['result']['current'] }, keys: string[]) {
  let release = () => {};
  holdSaves = new Promise((resolve) => (release = resolve));
  let saving!: Promise<SaveOutcome | null>;
  act(() => void (saving = result.current.save(keys)));
  await waitFor(() => expect(result.current.saving.size).toBe(keys.length));
  return {
    finish: async () => {
      release();
      let outcome: SaveOutcome | null = null;
      await act(async () => void (outcome = await saving));
      return outcome;
    },
  };
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
  window.sessionStorage.clear();
  holdSaves = null;
  offline = false;
  rows = [
    { key: 'hero_title', value: 'Stored headline', version: 1 },
    { key: 'hero_subtitle', value: 'Stored subtitle', version: 1 },
  ];
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useContentSave', () => {
  it('keeps what was typed while a save was on its way, and saves it next from the new version', async () => {
    const { result } = await renderContent();
    act(() => result.current.drafts.onChange('hero_title', 'My headline'));
    let release = () => {};
    holdSaves = new Promise((resolve) => (release = resolve));
    let saving!: Promise<SaveOutcome | null>;
    act(() => void (saving = result.current.save(['hero_title'])));
    await waitFor(() => expect(result.current.saving.has('hero_title')).toBe(true));
    act(() => result.current.drafts.onChange('hero_title', 'My headline, longer'));
    release();
    let outcome: SaveOutcome | null = null;
    await act(async () => void (outcome = await saving));

    expect(outcome).toEqual({ failed: null, conflict: false });
    expect(updates()).toEqual([{ key: 'hero_title', value: 'My headline', version: 1 }]);
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Content updated successfully' });
    expect(result.current.saving.size).toBe(0);
    expect(result.current.drafts.drafts).toEqual({ hero_title: 'My headline, longer' });
    expect(result.current.drafts.dirtyKeys).toEqual(['hero_title']);

    await act(async () => void (await result.current.save(['hero_title'])));
    expect(updates()[1]).toEqual({ key: 'hero_title', value: 'My headline, longer', version: 2 });
    expect(result.current.drafts.drafts).toEqual({});
    expect(row('hero_title')).toEqual({ key: 'hero_title', value: 'My headline, longer', version: 3 });
  });

  it('keeps the edit of a text changed elsewhere and shows the other version; Keep mine then saves over that version', async () => {
    const { result } = await renderContent();
    act(() => result.current.drafts.onChange('hero_title', 'My headline'));
    editElsewhere('hero_title', 'Their headline');
    // The list read again shows their text, but the edit still starts from the version it was typed over.
    await act(async () => void (await result.current.content.list.refetch()));
    await waitFor(() => expect(result.current.content.list.data?.find((r) => r.key === 'hero_title')?.value).toBe('Their headline'));
    expect(result.current.drafts.versionOf('hero_title')).toBe(1);

    let outcome: SaveOutcome | null = null;
    await act(async () => void (outcome = await result.current.save(['hero_title'])));
    expect(outcome).toEqual({ failed: 'hero_title', conflict: true });
    expect(updates()).toEqual([{ key: 'hero_title', value: 'My headline', version: 1 }]);
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to update content. This was changed elsewhere. Review the latest version',
      variant: 'destructive',
    });
    expect(row('hero_title').value).toBe('Their headline');
    expect(result.current.drafts.drafts).toEqual({ hero_title: 'My headline' });
    expect(result.current.conflicts).toEqual({ hero_title: { value: 'Their headline', version: 2, changedAt: null } });

    await act(async () => void (outcome = await result.current.keepMine('hero_title')));
    expect(outcome).toEqual({ failed: null, conflict: false });
    expect(updates()[1]).toEqual({ key: 'hero_title', value: 'My headline', version: 2 });
    expect(result.current.conflicts).toEqual({});
    expect(result.current.drafts.drafts).toEqual({});
    expect(row('hero_title')).toEqual({ key: 'hero_title', value: 'My headline', version: 3 });
  });

  it('Take theirs drops the edit for the text saved elsewhere', async () => {
    const { result } = await renderContent();
    act(() => result.current.drafts.onChange('hero_title', 'My headline'));
    editElsewhere('hero_title', 'Their headline');
    await act(async () => void (await result.current.save(['hero_title'])));

    act(() => result.current.takeTheirs('hero_title'));
    expect(result.current.conflicts).toEqual({});
    expect(result.current.drafts.drafts).toEqual({});
    expect(result.current.content.list.data?.find((r) => r.key === 'hero_title')).toMatchObject({ value: 'Their headline', version: 2 });
    expect(result.current.drafts.versionOf('hero_title')).toBe(2);
  });

  it('sends nothing while a text is one the server would refuse, and names the field', async () => {
    const { result } = await renderContent();
    act(() => result.current.drafts.onChange('hero_subtitle', 'A new subtitle'));
    act(() => result.current.drafts.onChange('hero_title', 'x'.repeat(CONTENT_VALUE_MAX + 1)));

    let outcome: SaveOutcome | null = null;
    await act(async () => void (outcome = await result.current.save(['hero_subtitle', 'hero_title'])));
    expect(outcome).toEqual({ failed: 'hero_title', conflict: false, refused: 'hero_title' });
    expect(updates()).toEqual([]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', variant: 'destructive' }));
    expect(result.current.drafts.dirtyKeys).toEqual(['hero_title', 'hero_subtitle']);
  });

  describe('the drafts kept for a reload', () => {
    it('keeps what was typed while a save was on its way with the version the save produced, so a reload at once brings it back without a conflict', async () => {
      const first = await renderContent();
      act(() => first.result.current.drafts.onChange('hero_title', 'My headline'));
      const held = await startHeldSave(first.result, ['hero_title']);
      act(() => first.result.current.drafts.onChange('hero_title', 'My headline, longer'));
      expect(await held.finish()).toEqual({ failed: null, conflict: false });

      // No further keystroke: the page is reloaded right after the save.
      expect(storedDrafts()).toEqual({ hero_title: { value: 'My headline, longer', version: 2 } });
      first.unmount();
      const { result } = await renderContent();
      expect(result.current.drafts.drafts).toEqual({ hero_title: 'My headline, longer' });
      expect(result.current.drafts.versionOf('hero_title')).toBe(2);

      vi.mocked(toast).mockClear();
      let outcome: SaveOutcome | null = null;
      await act(async () => void (outcome = await result.current.save(['hero_title'])));
      expect(outcome).toEqual({ failed: null, conflict: false });
      expect(result.current.conflicts).toEqual({});
      expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Content updated successfully' });
      expect(updates()[1]).toEqual({ key: 'hero_title', value: 'My headline, longer', version: 2 });
      expect(storedDrafts()).toEqual({});
    });

    it('Save all stores each text typed meanwhile with its new version, and forgets the texts saved as they were', async () => {
      rows.push({ key: 'cta_button_text', value: 'Stored button', version: 4 });
      const first = await renderContent();
      act(() => first.result.current.drafts.onChange('hero_title', 'My headline'));
      act(() => first.result.current.drafts.onChange('hero_subtitle', 'My subtitle'));
      act(() => first.result.current.drafts.onChange('cta_button_text', 'My button'));
      const held = await startHeldSave(first.result, ['hero_title', 'hero_subtitle', 'cta_button_text']);
      act(() => first.result.current.drafts.onChange('hero_title', 'My headline, longer'));
      act(() => first.result.current.drafts.onChange('cta_button_text', 'My button, longer'));
      expect(await held.finish()).toEqual({ failed: null, conflict: false });

      expect(updates()).toEqual([
        { key: 'hero_title', value: 'My headline', version: 1 },
        { key: 'hero_subtitle', value: 'My subtitle', version: 1 },
        { key: 'cta_button_text', value: 'My button', version: 4 },
      ]);
      expect(storedDrafts()).toEqual({
        hero_title: { value: 'My headline, longer', version: 2 },
        cta_button_text: { value: 'My button, longer', version: 5 },
      });
      first.unmount();
      const { result } = await renderContent();
      expect(result.current.drafts.drafts).toEqual({ hero_title: 'My headline, longer', cta_button_text: 'My button, longer' });
      await act(async () => void (await result.current.save(['hero_title', 'cta_button_text'])));
      expect(result.current.conflicts).toEqual({});
      expect(row('hero_title')).toEqual({ key: 'hero_title', value: 'My headline, longer', version: 3 });
      expect(row('cta_button_text')).toEqual({ key: 'cta_button_text', value: 'My button, longer', version: 6 });
      expect(storedDrafts()).toEqual({});
    });

    it('keeps a draft whose save never reached the server with the version it started from', async () => {
      const first = await renderContent();
      act(() => first.result.current.drafts.onChange('hero_title', 'My headline'));
      offline = true;
      let outcome: SaveOutcome | null = null;
      await act(async () => void (outcome = await first.result.current.save(['hero_title'])));
      expect(outcome).toEqual({ failed: 'hero_title', conflict: false });
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update content. Network error. Please try again.',
        variant: 'destructive',
      });
      expect(storedDrafts()).toEqual({ hero_title: { value: 'My headline', version: 1 } });

      // Back online after a reload: the draft is saved over the version it was typed over.
      offline = false;
      first.unmount();
      const { result } = await renderContent();
      expect(result.current.drafts.drafts).toEqual({ hero_title: 'My headline' });
      await act(async () => void (outcome = await result.current.save(['hero_title'])));
      expect(outcome).toEqual({ failed: null, conflict: false });
      expect(row('hero_title')).toEqual({ key: 'hero_title', value: 'My headline', version: 2 });
      expect(storedDrafts()).toEqual({});
    });

    it('keeps a draft whose save was refused as changed elsewhere with the version it started from, so a reload still shows the conflict', async () => {
      const first = await renderContent();
      act(() => first.result.current.drafts.onChange('hero_title', 'My headline'));
      editElsewhere('hero_title', 'Their headline');
      await act(async () => void (await first.result.current.save(['hero_title'])));
      expect(first.result.current.conflicts).toEqual({ hero_title: { value: 'Their headline', version: 2, changedAt: null } });
      // The list read after the refusal brings in their version; the draft still starts from the one it was typed over.
      await waitFor(() => expect(first.result.current.content.list.data?.find((r) => r.key === 'hero_title')?.version).toBe(2));
      expect(storedDrafts()).toEqual({ hero_title: { value: 'My headline', version: 1 } });

      first.unmount();
      const { result } = await renderContent();
      let outcome: SaveOutcome | null = null;
      await act(async () => void (outcome = await result.current.save(['hero_title'])));
      expect(outcome).toEqual({ failed: 'hero_title', conflict: true });
      expect(row('hero_title').value).toBe('Their headline');
      expect(storedDrafts()).toEqual({ hero_title: { value: 'My headline', version: 1 } });
    });

    it('forgets a draft that was undone, or dropped for the text saved elsewhere', async () => {
      const first = await renderContent();
      act(() => first.result.current.drafts.onChange('hero_title', 'My headline'));
      act(() => first.result.current.drafts.onChange('hero_subtitle', 'My subtitle'));
      act(() => first.result.current.drafts.onUndo('hero_subtitle'));
      expect(storedDrafts()).toEqual({ hero_title: { value: 'My headline', version: 1 } });

      editElsewhere('hero_title', 'Their headline');
      await act(async () => void (await first.result.current.save(['hero_title'])));
      act(() => first.result.current.takeTheirs('hero_title'));
      expect(storedDrafts()).toEqual({});

      first.unmount();
      const { result } = await renderContent();
      expect(result.current.drafts.drafts).toEqual({});
      expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Unsaved changes restored' }));
    });
  });
});
