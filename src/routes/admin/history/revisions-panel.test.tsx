// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubTRPC, type Call } from '../../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from '../focus-test-utils';
import { TestimonialsTab } from '../testimonials-tab';
import { RevisionsPanel } from './revisions-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const revision = (version: number, action: string, at: string) => ({
  id: `r${version}`,
  type: 'content',
  recordId: 'hero_title',
  label: 'Headline',
  action,
  version,
  at,
  by: action === 'original' ? '' : 'admin',
  device: '',
  changes: [],
});

it('dates the original of a site text as before the first recorded change (it has no date of its own)', async () => {
  // 19:32 UTC is 2:32 PM in the agent's time zone.
  stubTRPC(() => ({ result: [revision(2, 'update', '2026-11-26T19:32:00.000Z'), revision(1, 'original', '2026-11-26T19:32:00.000Z')] }));
  renderAdmin(<RevisionsPanel type="content" id="hero_title" />);
  expect(await screen.findByText('Before Nov 26, 2026, 2:32 PM EST')).toBeInTheDocument();
});

it('dates an original saved earlier when it was saved', async () => {
  stubTRPC(() => ({ result: [revision(4, 'update', '2026-11-26T19:32:00.000Z'), revision(3, 'original', '2026-03-02T15:05:00.000Z')] }));
  renderAdmin(<RevisionsPanel type="property" id="p1" />);
  expect(await screen.findByText('Mar 2, 2026, 10:05 AM EST')).toBeInTheDocument();
  expect(screen.queryByText(/^Before/)).not.toBeInTheDocument();
});

describe('Restore, disabled while the server answers', () => {
  let stopBlurring = () => {};
  afterEach(() => stopBlurring());

  /** A record's history; a restore adds a "Restored" version on top, unless refused. */
  function history(type: string, recordId: string, refuse: boolean) {
    const rows = [revision(2, 'update', '2026-11-26T19:32:00.000Z'), revision(1, 'create', '2026-11-20T15:00:00.000Z')].map((r) => ({
      ...r,
      type,
      recordId,
    }));
    return (c: Call) => {
      if (c.path === 'revisions.list') return { result: rows };
      if (c.path === 'revisions.restore') {
        if (refuse) return { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } };
        rows.unshift({ ...revision(3, 'restore', '2026-11-27T10:00:00.000Z'), type, recordId });
        return { result: { record: {} } };
      }
      return undefined;
    };
  }

  it.each([
    ['restored', false],
    ['refused', true],
  ])("gives the focus back to the version's Restore once it is %s", async (_, refuse) => {
    const serve = history('content', 'hero_title', refuse);
    const { fetchMock } = stubTRPC((c) => serve(c) ?? { result: null });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<RevisionsPanel type="content" id="hero_title" />);
    const restore = await screen.findByRole('button', { name: 'Restore version 1' });
    restore.focus();
    fireEvent.click(restore);
    await waitFor(() => expect(restore).toBeDisabled());
    expect(restore).not.toHaveFocus();
    if (!refuse) await screen.findByText('Version 3');
    await waitFor(() => expect(restore).toHaveFocus());
  });

  it("lands on the version's Restore in an editor, whose form starts again from the restored version", async () => {
    const review = {
      id: 't1',
      version: 2,
      client: 'Ana Ruiz',
      location: 'Columbia, MD',
      quote: 'Wonderful to work with.',
      rating: 5,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const serve = history('testimonial', 't1', false);
    const { fetchMock } = stubTRPC((c) => {
      if (c.path === 'testimonials.list') return { result: [review] };
      if (c.path === 'revisions.restore') {
        serve(c);
        return { result: { record: { ...review, version: 3, quote: 'Great agent.' } } };
      }
      return serve(c) ?? { result: null };
    });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<TestimonialsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit review from Ana Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimonial' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revision history' }));
    const restore = await within(dialog).findByRole('button', { name: 'Restore version 1' });
    restore.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(restore).toBeDisabled());
    expect(restore).not.toHaveFocus();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Quote/)).toHaveValue('Great agent.'));
    await waitFor(() => expect(restore).toHaveFocus());
  });
});
