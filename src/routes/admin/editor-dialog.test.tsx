// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
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
