// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toaster';
import { removeToast } from '../../components/toast-store';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';
import { keepFormDraft } from './form-drafts';
import { TestimonialsTab } from './testimonials-tab';

beforeEach(() => {
  window.sessionStorage.clear();
  stubTRPC((c) => (c.path === 'testimonials.list' ? { result: [] } : { result: null }));
});
afterEach(() => {
  cleanup();
  act(() => removeToast());
  vi.unstubAllGlobals();
});

/** The open toast with this title (Radix repeats a toast's text in a live region, so match the toast itself). */
const openToast = (title: string) => screen.queryByText(title, { selector: '[data-state="open"] .toast-title' });

describe('an editor dialog with a toast raised while it is open', () => {
  it('closes on the first Escape, leaving the "Unsaved changes restored" toast for later', async () => {
    // A review being written when the session ended comes back when Add Testimonial is opened again.
    keepFormDraft('testimonial:new', { values: { client: 'Jennifer & Mark T.' } });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderAdmin(
      <>
        <TestimonialsTab />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Testimonial' });
    await waitFor(() => expect(openToast('Unsaved changes restored')).toBeInTheDocument());
    expect(screen.getByLabelText(/^Client/)).toHaveValue('Jennifer & Mark T.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    // The dialog asks before dropping the restored work, then closes; the toast is untouched.
    expect(confirm).toHaveBeenCalledWith('Discard the changes you made in this form?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openToast('Unsaved changes restored')).toBeInTheDocument();
  });

  it('stays open, with its toast, when the discard is declined', async () => {
    keepFormDraft('testimonial:new', { values: { client: 'Jennifer & Mark T.' } });
    vi.stubGlobal('confirm', () => false);
    renderAdmin(
      <>
        <TestimonialsTab />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    await waitFor(() => expect(openToast('Unsaved changes restored')).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Testimonial' })).toBeInTheDocument();
    expect(openToast('Unsaved changes restored')).toBeInTheDocument();
  });
});

describe('a toast raised while an editor dialog is open', () => {
  /** Radix Toast's hotkey, which it matches on the key's code. */
  const pressF8 = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8', code: 'F8' });

  /** What each live region said while the dialog opened, and whether it was inside the dialog. */
  let announced: { text: string; inDialog: boolean }[] = [];
  let stopListening = () => {};
  beforeEach(() => {
    announced = [];
    const observer = new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live]:not([aria-live="off"])'))
        if (region.textContent) announced.push({ text: region.textContent, inDialog: !!region.closest('[role="dialog"]') });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    stopListening = () => observer.disconnect();
  });
  afterEach(() => stopListening());

  /** Opens Add Testimonial on a draft kept from an ended session: "Unsaved changes restored". */
  async function openWithRestoredDraft() {
    keepFormDraft('testimonial:new', { values: { client: 'Jennifer & Mark T.' } });
    renderAdmin(
      <>
        <TestimonialsTab />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Testimonial' });
    // The dialog hides the rest of the page from screen readers; the toast is inside it, announced there.
    await waitFor(() => expect(dialog).toContainElement(openToast('Unsaved changes restored')));
    return dialog;
  }

  it('is shown inside the dialog, where screen readers hear it, and F8 reaches it', async () => {
    const dialog = await openWithRestoredDraft();
    expect(openToast('Unsaved changes restored')!.closest('[aria-hidden="true"], [inert]')).toBeNull();
    // Radix announces a toast through a live region of its own, for a second: inside the dialog too.
    await waitFor(() => expect(announced.filter((a) => a.text.includes('Unsaved changes restored'))).not.toHaveLength(0));
    expect(announced.filter((a) => a.text.includes('Unsaved changes restored') && !a.inDialog)).toEqual([]);

    pressF8();
    const area = within(dialog).getByRole('region', { name: 'Notifications (F8)' });
    expect(area).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape pressed in the toast, leaving the dialog open', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const dialog = await openWithRestoredDraft();
    pressF8();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(openToast('Unsaved changes restored')).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('goes back to the page when the dialog closes', async () => {
    vi.stubGlobal('confirm', () => true);
    await openWithRestoredDraft();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openToast('Unsaved changes restored')).toBeInTheDocument();
    expect(openToast('Unsaved changes restored')!.closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('an editor dialog whose Save is disabled while the server answers', () => {
  const review = {
    id: 't1',
    version: 1,
    client: 'Ana Ruiz',
    location: 'Columbia, MD',
    quote: 'Wonderful to work with.',
    rating: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  let stopBlurring = () => {};
  afterEach(() => stopBlurring());

  /** Opens the review's editor by keyboard and presses Save Changes. */
  async function saveReview({ refuse }: { refuse: boolean }) {
    const { fetchMock } = stubTRPC((c) => {
      if (c.path === 'testimonials.list') return { result: [review] };
      if (c.path === 'testimonials.update')
        return refuse ? { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } } : { result: review };
      return { result: null };
    });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<TestimonialsTab />);
    const edit = await screen.findByRole('button', { name: 'Edit review from Ana Ruiz' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimonial' });
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).not.toHaveFocus();
    return { edit, dialog, save };
  }

  it('gives the focus back to Save when the save is refused', async () => {
    const { save } = await saveReview({ refuse: true });
    await waitFor(() => expect(save).toBeEnabled());
    await waitFor(() => expect(save).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Edit Testimonial' })).toBeInTheDocument();
  });

  it('closes on a saved change and gives the focus back to the button that opened it', async () => {
    const { edit } = await saveReview({ refuse: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  });
});
