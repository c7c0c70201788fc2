// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFields } from '../../../domain/site-content-fields';
import { toast } from '../../components/toast-store';
import { renderAdmin, requestText, requestUrl, stubTRPC, type Call } from '../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';
import { SiteContentTab } from './site-content-tab';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

// Only the Hero group: the tab is generic over groups, and 93 Radix fields make jsdom crawl.
vi.mock('../../../domain/site-content-fields', async (importOriginal) =>
  (await import('../../test/admin-test-utils')).onlyContentGroups(
    await importOriginal<typeof import('../../../domain/site-content-fields')>(),
    'hero',
  ),
);

type Row = { key: string; value: string; version: number };
let rows: Row[] = [];

/** The server: the stored rows, and a save refused unless it names the current version. */
function serve(c: Call) {
  if (c.path === 'siteContent.list') return { result: rows.map((r) => ({ ...r })) };
  if (c.path === 'siteContent.update') {
    const { key, value, version } = c.input as { key: string; value: string; version?: number };
    const row = rows.find((r) => r.key === key)!;
    if (version !== row.version) return { error: { message: 'Changed elsewhere', httpStatus: 409, code: 'CONFLICT' } };
    row.value = value;
    row.version += 1;
    return { result: { version: row.version } };
  }
  return { result: { success: true } };
}

/** Someone else saves a key (another browser tab, or PUT /api/admin/content/:key). */
function editElsewhere(key: string, value: string) {
  const row = rows.find((r) => r.key === key)!;
  row.value = value;
  row.version += 1;
}

/** Saves the headline typed over version 1 after someone else saved it: refused, theirs kept. */
async function saveHeadlineRefusedAsStale(calls: Call[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Save Hero: Headline' }));
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to update content. This was changed elsewhere. Review the latest version',
      variant: 'destructive',
    }),
  );
  expect(calls.find((c) => c.path === 'siteContent.update')?.input).toEqual({ key: 'hero_title', value: 'My unsaved headline', version: 1 });
  expect(rows.find((r) => r.key === 'hero_title')?.value).toBe('Their headline');
}

const fieldStatus = (label: string) => {
  const input = screen.getByLabelText(`Hero: ${label}`, { selector: 'input' });
  return document.getElementById(input.getAttribute('aria-describedby')!.split(' ').pop()!)!;
};

beforeEach(() => {
  vi.mocked(toast).mockClear();
  window.sessionStorage.clear();
  rows = contentFields.map((f) => ({ key: f.key, value: f.key === 'hero_title' ? 'Stored headline' : '', version: 1 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteContentTab freshness', () => {
  it('shows an edit made elsewhere when the browser tab is visible again, and keeps a field being edited', async () => {
    const { calls } = stubTRPC(serve);
    renderAdmin(<SiteContentTab />);
    const headline = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    const button = screen.getByLabelText('Hero: Main button', { selector: 'input' });
    expect(button).toHaveValue('');
    expect(within(fieldStatus('Main button')).getByText(/Empty, so visitors see the built-in text/)).toBeInTheDocument();

    fireEvent.change(headline, { target: { value: 'My unsaved headline' } });
    editElsewhere('cta_button_text', 'Book a call today');
    editElsewhere('hero_title', 'Their headline');

    const lists = calls.filter((c) => c.path === 'siteContent.list').length;
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(button).toHaveValue('Book a call today'));
    expect(calls.filter((c) => c.path === 'siteContent.list').length).toBeGreaterThan(lists);
    expect(within(fieldStatus('Main button')).getByText('On your website now: “Book a call today”')).toBeInTheDocument();
    expect(screen.queryByText(/Empty, so visitors see the built-in text: “Schedule a Free Consultation”/)).not.toBeInTheDocument();

    // The field with a draft keeps what was typed; its status tells what visitors see now.
    expect(headline).toHaveValue('My unsaved headline');
    expect(within(fieldStatus('Headline')).getByText('On your website now: “Their headline”')).toBeInTheDocument();

    // Saving the draft still names the version it was started from: refused, not an overwrite.
    await saveHeadlineRefusedAsStale(calls);
    expect(headline).toHaveValue('My unsaved headline');
  });

  it('asks again when the tab is shown again', async () => {
    stubTRPC(serve);
    function Tabs() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((s) => !s)}>Switch tab</button>
          {shown && <SiteContentTab />}
        </>
      );
    }
    renderAdmin(<Tabs />);
    expect(await screen.findByLabelText('Hero: Main button', { selector: 'input' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Switch tab' }));
    editElsewhere('cta_button_text', 'Book a call today');
    fireEvent.click(screen.getByRole('button', { name: 'Switch tab' }));
    await waitFor(() => expect(screen.getByLabelText('Hero: Main button', { selector: 'input' })).toHaveValue('Book a call today'));
  });

  it('quotes a saved text as visitors read it, with {name} filled in', async () => {
    rows.find((r) => r.key === 'hero_title')!.value = 'Find your home with {name}';
    rows.push({ key: 'agent_name', value: 'Dana Cole', version: 1 });
    stubTRPC(serve);
    renderAdmin(<SiteContentTab />);
    expect(await screen.findByLabelText('Hero: Headline', { selector: 'input' })).toHaveValue('Find your home with {name}');
    expect(within(fieldStatus('Headline')).getByText('On your website now: “Find your home with Dana Cole”')).toBeInTheDocument();
  });

  it('lets a field typed back to the stored text follow the server again', async () => {
    stubTRPC(serve);
    renderAdmin(<SiteContentTab />);
    const headline = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    fireEvent.change(headline, { target: { value: 'Something else' } });
    fireEvent.change(headline, { target: { value: 'Stored headline' } });
    editElsewhere('hero_title', 'Their headline');
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(headline).toHaveValue('Their headline'));
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
  });

  it('keeps the version a draft started from when the draft comes back after a reload', async () => {
    const { calls } = stubTRPC(serve);
    const first = renderAdmin(<SiteContentTab />);
    fireEvent.change(await screen.findByLabelText('Hero: Headline', { selector: 'input' }), { target: { value: 'My unsaved headline' } });
    first.unmount();
    // Saved elsewhere while this tab was reloading: the draft was typed over version 1.
    editElsewhere('hero_title', 'Their headline');

    renderAdmin(<SiteContentTab />);
    const headline = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    await waitFor(() => expect(within(fieldStatus('Headline')).getByText('On your website now: “Their headline”')).toBeInTheDocument());
    expect(headline).toHaveValue('My unsaved headline');
    await saveHeadlineRefusedAsStale(calls);
  });

  it('still brings back a draft stored without its version by an earlier release', async () => {
    window.sessionStorage.setItem('adminContentDrafts', JSON.stringify({ hero_title: 'Old-format draft' }));
    stubTRPC(serve);
    renderAdmin(<SiteContentTab />);
    expect(await screen.findByLabelText('Hero: Headline', { selector: 'input' })).toHaveValue('Old-format draft');
  });
});

describe('SiteContentTab focus after a save (a Save is disabled while the server answers)', () => {
  let stopBlurring = () => {};
  let refuse = false;
  beforeEach(() => {
    refuse = false;
    const { fetchMock } = stubTRPC((c) =>
      refuse && c.path === 'siteContent.update'
        ? { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } }
        : serve(c),
    );
    // A stale save is refused as the server does it: with the text as it is now, for the conflict view.
    answerSlowly((input, init) => {
      if (!refuse && requestUrl(input).pathname === '/api/trpc/siteContent.update') {
        const sent = (JSON.parse(requestText(init)) as Record<string, { json: { key: string; version?: number } }>)['0']!.json;
        const row = rows.find((r) => r.key === sent.key)!;
        if (sent.version !== row.version) {
          const data = { code: 'CONFLICT', httpStatus: 409, path: 'siteContent.update', conflict: { current: { ...row }, changedAt: null } };
          const body = [{ error: { json: { message: 'This was changed elsewhere. Review the latest version.', code: -32603, data } } }];
          return Promise.resolve(new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } }));
        }
      }
      return fetchMock(input, init);
    });
    stopBlurring = blurWhenDisabled();
  });
  afterEach(() => stopBlurring());

  const editor = (label: string) => screen.getByLabelText(`Hero: ${label}`, { selector: 'input' });

  /** Types into the field, then presses its Save by keyboard and waits for the button to be disabled. */
  async function typeAndSave(label: string, value: string) {
    fireEvent.change(await screen.findByLabelText(`Hero: ${label}`, { selector: 'input' }), { target: { value } });
    const save = screen.getByRole('button', { name: `Save Hero: ${label}` });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).not.toHaveFocus();
    return save;
  }

  it("lands on the field's editor once its text is saved (its Save stays disabled)", async () => {
    renderAdmin(<SiteContentTab />);
    await typeAndSave('Headline', 'A new headline');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Content updated successfully' }));
    await waitFor(() => expect(editor('Headline')).toHaveFocus());
  });

  it('gives the focus back to Save when the save is refused', async () => {
    refuse = true;
    renderAdmin(<SiteContentTab />);
    const save = await typeAndSave('Headline', 'A new headline');
    await waitFor(() => expect(save).toBeEnabled());
    await waitFor(() => expect(save).toHaveFocus());
  });

  it('lands on Keep mine when the text changed elsewhere; Keep mine then lands on the editor, and so does Take theirs', async () => {
    renderAdmin(<SiteContentTab />);
    await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    editElsewhere('hero_title', 'Their headline');
    await typeAndSave('Headline', 'My headline');
    const conflict = await screen.findByRole('alert', { name: 'Changed elsewhere' });
    const keepMine = within(conflict).getByRole('button', { name: 'Keep mine' });
    await waitFor(() => expect(keepMine).toHaveFocus());

    fireEvent.click(keepMine);
    await waitFor(() => expect(conflict).not.toBeInTheDocument());
    await waitFor(() => expect(editor('Headline')).toHaveFocus());
    expect(rows.find((r) => r.key === 'hero_title')?.value).toBe('My headline');

    editElsewhere('hero_title', 'Their second headline');
    await typeAndSave('Headline', 'My second headline');
    const again = await screen.findByRole('alert', { name: 'Changed elsewhere' });
    const takeTheirs = within(again).getByRole('button', { name: 'Take theirs' });
    takeTheirs.focus();
    fireEvent.click(takeTheirs);
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(editor('Headline')).toHaveFocus());
    expect(editor('Headline')).toHaveValue('Their second headline');
  });

  it('disables Keep mine and Take theirs while Keep mine saves, so a second press sends nothing, then lands on the editor', async () => {
    renderAdmin(<SiteContentTab />);
    await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    editElsewhere('hero_title', 'Their headline');
    await typeAndSave('Headline', 'My headline');
    const conflict = await screen.findByRole('alert', { name: 'Changed elsewhere' });
    const keepMine = within(conflict).getByRole('button', { name: 'Keep mine' });
    const takeTheirs = within(conflict).getByRole('button', { name: 'Take theirs' });
    await waitFor(() => expect(keepMine).toHaveFocus());

    fireEvent.click(keepMine);
    await waitFor(() => expect(keepMine).toBeDisabled());
    expect(takeTheirs).toBeDisabled();
    expect(keepMine).not.toHaveFocus();
    // A double press, or Take theirs pressed meanwhile, changes nothing.
    fireEvent.click(keepMine);
    fireEvent.click(takeTheirs);

    await waitFor(() => expect(conflict).not.toBeInTheDocument());
    await waitFor(() => expect(editor('Headline')).toHaveFocus());
    expect(editor('Headline')).toHaveValue('My headline');
    // Saved once over their version: no second save refused as stale, no conflict shown again.
    expect(rows.find((r) => r.key === 'hero_title')).toMatchObject({ value: 'My headline', version: 3 });
    expect(screen.queryByRole('alert', { name: 'Changed elsewhere' })).not.toBeInTheDocument();
  });

  it('Save all lands on the first saved field once the bar is gone, and comes back to Save all when refused', async () => {
    renderAdmin(<SiteContentTab />);
    fireEvent.change(await screen.findByLabelText('Hero: Headline', { selector: 'input' }), { target: { value: 'A new headline' } });
    fireEvent.change(editor('Main button'), { target: { value: 'Call me' } });
    refuse = true;
    const saveAll = screen.getByRole('button', { name: 'Save all changes' });
    saveAll.focus();
    fireEvent.click(saveAll);
    await waitFor(() => expect(saveAll).toBeDisabled());
    expect(saveAll).not.toHaveFocus();
    await waitFor(() => expect(saveAll).toBeEnabled());
    await waitFor(() => expect(saveAll).toHaveFocus());

    refuse = false;
    fireEvent.click(saveAll);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    await waitFor(() => expect(editor('Headline')).toHaveFocus());
  });
  it('Save all with a field that shows an error sends nothing and takes the focus to that field, shown again if the search hid it', async () => {
    renderAdmin(<SiteContentTab />);
    fireEvent.change(await screen.findByLabelText('Hero: Headline', { selector: 'input' }), { target: { value: 'A bell\u0007 in the headline' } });
    fireEvent.change(editor('Main button'), { target: { value: 'Call me' } });
    // The search now hides the headline, the field with the error.
    fireEvent.change(screen.getByLabelText('Find a text'), { target: { value: 'Call me' } });
    await waitFor(() => expect(screen.queryByLabelText('Hero: Headline', { selector: 'input' })).not.toBeInTheDocument());
    const saveAll = screen.getByRole('button', { name: 'Save all changes' });
    saveAll.focus();
    fireEvent.click(saveAll);
    await waitFor(() => expect(editor('Headline')).toHaveFocus());
    expect(screen.getByLabelText('Find a text')).toHaveValue('');
    expect(editor('Headline')).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', variant: 'destructive' }));
    expect(rows.find((r) => r.key === 'hero_title')?.value).toBe('Stored headline');
    expect(editor('Main button')).toHaveValue('Call me');
  });
});

describe('SiteContentTab restoring a version from a field history', () => {
  // The headline's history: the original text, then two saves (the last one is on the site now).
  const revision = (version: number, action: string) => ({
    id: `r${version}`,
    type: 'content',
    recordId: 'hero_title',
    label: 'hero_title',
    action,
    version,
    at: `2026-11-26T19:3${version}:00.000Z`,
    by: action === 'original' ? '' : 'admin',
    device: '',
    changes: [],
  });
  const snapshots: Record<string, string> = { r1: 'Stored headline', r2: 'QA Second Headline', r3: 'QA Third Headline' };
  let release = () => {};
  let heldReads = 0;

  /**
   * The server, with the headline's history; once `holdListReads` is called, a read of the list
   * is answered only when `release` is, so the field cannot learn the restored text from it.
   */
  function stubServer() {
    let hold = false;
    let gate = Promise.resolve();
    const { calls, fetchMock } = stubTRPC((c) => {
      if (c.path === 'revisions.list') return { result: [revision(3, 'update'), revision(2, 'update'), revision(1, 'original')] };
      if (c.path === 'revisions.restore') {
        const row = rows.find((r) => r.key === 'hero_title')!;
        row.value = snapshots[(c.input as { revisionId: string }).revisionId]!;
        row.version += 1;
        return { result: { type: 'content', id: row.key, record: { ...row, default: '' } } };
      }
      return serve(c);
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!hold || !requestUrl(input).pathname.includes('siteContent.list')) return fetchMock(input, init);
      heldReads += 1;
      return gate.then(() => fetchMock(input, init));
    });
    return {
      calls,
      holdListReads: () => {
        hold = true;
        gate = new Promise((resolve) => (release = resolve));
      },
    };
  }

  beforeEach(() => {
    heldReads = 0;
    rows.find((r) => r.key === 'hero_title')!.value = 'QA Third Headline';
    rows.find((r) => r.key === 'hero_title')!.version = 3;
  });
  afterEach(() => release());

  async function restoreVersion1(holdListReads: () => void) {
    fireEvent.click(screen.getByRole('button', { name: 'Show history of Hero: Headline' }));
    const restore = await screen.findByRole('button', { name: 'Restore version 1' });
    holdListReads();
    fireEvent.click(restore);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Version restored' })));
  }

  it('shows the restored text in the field and as what visitors see once the restore answers, not at the next read of the list', async () => {
    const { calls, holdListReads } = stubServer();
    renderAdmin(<SiteContentTab />);
    const headline = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    expect(headline).toHaveValue('QA Third Headline');

    await restoreVersion1(holdListReads);
    await waitFor(() => expect(headline).toHaveValue('Stored headline'));
    expect(within(fieldStatus('Headline')).getByText('On your website now: “Stored headline”')).toBeInTheDocument();
    // The list is being read again meanwhile (every list that may show the text refreshes).
    expect(heldReads).toBeGreaterThan(0);

    release();
    await waitFor(() => expect(calls.filter((c) => c.path === 'siteContent.list').length).toBeGreaterThan(1));
    expect(headline).toHaveValue('Stored headline');
    // An edit after the restore is saved over the restored version, not refused as stale.
    fireEvent.change(headline, { target: { value: 'Newest headline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero: Headline' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Content updated successfully' }));
    expect(calls.filter((c) => c.path === 'siteContent.update').at(-1)?.input).toEqual({ key: 'hero_title', value: 'Newest headline', version: 4 });
  });

  it('keeps an unsaved edit of the field, and says what visitors see now', async () => {
    const { holdListReads } = stubServer();
    renderAdmin(<SiteContentTab />);
    const headline = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    fireEvent.change(headline, { target: { value: 'My unsaved headline' } });

    await restoreVersion1(holdListReads);
    await waitFor(() => expect(within(fieldStatus('Headline')).getByText('On your website now: “Stored headline”')).toBeInTheDocument());
    expect(headline).toHaveValue('My unsaved headline');
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
  });
});
