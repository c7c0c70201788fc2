// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '../../../domain/testimonial';
import { toast } from '../../components/toast-store';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { blurWhenDisabled } from './focus-test-utils';
import { TestimonialsTab } from './testimonials-tab';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

const review = (id: string, client: string): Testimonial => ({
  id,
  version: 1,
  client,
  location: 'Columbia, MD',
  quote: 'Wonderful to work with.',
  rating: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let stored: Testimonial[] = [];

let stopBlurring = () => {};

/** The server: the list, and a delete that removes the review (or is refused when `refuse` is set). */
function serve({ refuse = false } = {}) {
  const server = stubTRPC((c) => {
    if (c.path === 'testimonials.list') return { result: stored };
    if (c.path === 'testimonials.remove') {
      if (refuse) return { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } };
      stored = stored.filter((t) => t.id !== (c.input as { id: string }).id);
      return { result: { success: true } };
    }
    return { result: null };
  });
  // Answers take a moment, as over a network: the Delete button shows "Deleting..." meanwhile.
  const answer = server.fetchMock;
  vi.stubGlobal('fetch', (...args: Parameters<typeof answer>) => new Promise((resolve) => setTimeout(resolve, 30)).then(() => answer(...args)));
}

/** Deletes by keyboard: Enter on the focused Delete button, then OK in the confirm. */
async function deleteReview(client: string) {
  screen.getByRole('button', { name: `Delete review from ${client}` }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('button', { name: `Delete review from ${client}` })).not.toBeInTheDocument());
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
  vi.stubGlobal('confirm', () => true);
  stored = [review('t1', 'Ana Ruiz'), review('t2', 'Ben Cho'), review('t3', 'Cy Park')];
  stopBlurring = blurWhenDisabled();
});
afterEach(() => {
  stopBlurring();
  cleanup();
  vi.unstubAllGlobals();
});

describe('deleting from an admin collection keeps the keyboard focus in the list', () => {
  it('moves to the next card, then the previous one, then Add when the list is empty', async () => {
    serve();
    renderAdmin(<TestimonialsTab />);
    await screen.findByRole('list', { name: 'Testimonials' });

    await deleteReview('Ben Cho');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit review from Cy Park' })).toHaveFocus());

    await deleteReview('Cy Park');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit review from Ana Ruiz' })).toHaveFocus());

    await deleteReview('Ana Ruiz');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Testimonial' })).toHaveFocus());
  });

  it('gives the focus back to Delete when the delete is refused', async () => {
    serve({ refuse: true });
    renderAdmin(<TestimonialsTab />);
    const remove = await screen.findByRole('button', { name: 'Delete review from Ben Cho' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to delete testimonial' })));
    await waitFor(() => expect(remove).toBeEnabled());
    expect(remove).toHaveFocus();
  });
});
