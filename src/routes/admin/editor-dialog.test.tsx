// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toaster';
import { removeToast } from '../../components/toast-store';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
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
