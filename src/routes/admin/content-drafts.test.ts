// @vitest-environment jsdom
// The Site Content tab's unsaved edits: they survive a reload, and each keeps the version it was
// started from, so its save is refused (and the conflict shown) rather than written over a text
// someone else saved meanwhile.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import { useContentDrafts } from './content-drafts';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

type Row = { key: string; value: string; version: number };
const rowsAt = (value: string, version: number): Row[] => [
  { key: 'hero_title', value, version },
  { key: 'hero_subtitle', value: 'Stored subtitle', version },
];

const renderDrafts = (rows: Row[] | undefined) => renderHook(({ rows }) => useContentDrafts(rows), { initialProps: { rows } });

beforeEach(() => {
  vi.mocked(toast).mockClear();
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe('useContentDrafts', () => {
  it('brings an edit back after a reload, with the version it started from, and says so', () => {
    const before = renderDrafts(rowsAt('Stored headline', 1));
    act(() => before.result.current.onChange('hero_title', 'My headline'));
    before.unmount();

    // The page is loaded again after someone else saved the headline.
    const after = renderDrafts(undefined);
    expect(after.result.current.drafts).toEqual({ hero_title: 'My headline' });
    expect(toast).not.toHaveBeenCalled();
    after.rerender({ rows: rowsAt('Their headline', 2) });
    expect(after.result.current.drafts).toEqual({ hero_title: 'My headline' });
    expect(after.result.current.dirtyKeys).toEqual(['hero_title']);
    expect(after.result.current.versionOf('hero_title')).toBe(1);
    expect(after.result.current.versionOf('hero_subtitle')).toBe(2);
    expect(toast).toHaveBeenCalledWith({
      title: 'Unsaved changes restored',
      description: '1 change you had not saved is back in the form. Save or undo it.',
    });
  });

  it('keeps the version an edit started from when the list brings in a change made elsewhere', () => {
    const hook = renderDrafts(rowsAt('Stored headline', 1));
    act(() => hook.result.current.onChange('hero_title', 'My headline'));
    hook.rerender({ rows: rowsAt('Their headline', 2) });
    expect(hook.result.current.versionOf('hero_title')).toBe(1);
    // Undone, the field follows the server again.
    act(() => hook.result.current.onUndo('hero_title'));
    expect(hook.result.current.versionOf('hero_title')).toBe(2);
  });

  it('keeps what was typed while a save was on its way, to be saved from the new version', () => {
    const hook = renderDrafts(rowsAt('Stored headline', 1));
    act(() => hook.result.current.onChange('hero_title', 'My headline'));
    // The save sent "My headline"; more is typed before it answers.
    act(() => hook.result.current.onChange('hero_title', 'My headline, longer'));
    act(() => hook.result.current.savedAs('hero_title', 'My headline', 2));
    hook.rerender({ rows: rowsAt('My headline', 2) });
    expect(hook.result.current.drafts).toEqual({ hero_title: 'My headline, longer' });
    expect(hook.result.current.dirtyKeys).toEqual(['hero_title']);
    expect(hook.result.current.versionOf('hero_title')).toBe(2);

    // Saved as typed, the draft goes.
    act(() => hook.result.current.savedAs('hero_title', 'My headline, longer', 3));
    expect(hook.result.current.drafts).toEqual({});
  });

  it('drops an edit typed back to the stored text, and one the stored text has caught up with', () => {
    const hook = renderDrafts(rowsAt('Stored headline', 1));
    act(() => hook.result.current.onChange('hero_title', 'Stored headline, edited'));
    act(() => hook.result.current.onChange('hero_title', 'Stored headline'));
    expect(hook.result.current.drafts).toEqual({});

    act(() => hook.result.current.onChange('hero_title', 'Same as theirs'));
    hook.rerender({ rows: rowsAt('Same as theirs', 2) });
    expect(hook.result.current.drafts).toEqual({});
    expect(hook.result.current.dirtyKeys).toEqual([]);
  });

  it('keeps the version Keep mine saves over after a reload, and forgets discarded edits', () => {
    const before = renderDrafts(rowsAt('Stored headline', 1));
    act(() => before.result.current.onChange('hero_title', 'My headline'));
    act(() => before.result.current.startFrom('hero_title', 2));
    before.unmount();

    const after = renderDrafts(rowsAt('Their headline', 2));
    expect(after.result.current.versionOf('hero_title')).toBe(2);
    act(() => after.result.current.discardAll());
    after.unmount();
    expect(renderDrafts(rowsAt('Their headline', 2)).result.current.drafts).toEqual({});
  });
});
