// @vitest-environment jsdom
// A save sent twice by a very fast double click (a bouncing mouse switch, a double tap, automation)
// must reach the server once: otherwise the review, the sale or the listing is published twice.
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import { renderAdmin, stubTRPC, type Call } from '../../test/admin-test-utils';
import { property } from '../../test/fixtures';
import { PropertyDialog } from '../../test/property-dialog';
import { EditorDialog } from './editor-dialog';
import { SoldRecordEditor } from './sold-records-tab';
import { TestimonialsTab } from './testimonials-tab';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every list empty; a create or update answers a moment later, as over a network. */
function serve() {
  const server = stubTRPC((c) => {
    if (c.path.endsWith('.create') || c.path.endsWith('.update')) return { result: { id: 'new-1', version: 2 } };
    if (c.path.endsWith('.list')) return { result: [] };
    return { result: null };
  });
  const answer = server.fetchMock;
  vi.stubGlobal('fetch', (...args: Parameters<typeof answer>) => new Promise((resolve) => setTimeout(resolve, 30)).then(() => answer(...args)));
  return server.calls;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Two submits in the same tick, as two clicks a few milliseconds apart reach the page. */
function submitTwice(formName: string) {
  const form = screen.getByRole('form', { name: formName });
  fireEvent.submit(form);
  fireEvent.submit(form);
}

/** The query client the editor under test uses (set on render). */
let panelClient: QueryClient;
const renderEditor = (ui: ReactElement) => {
  panelClient = renderAdmin(ui).queryClient;
};

/**
 * Counts the saves once the first is confirmed and no save is waiting for its answer. A second
 * save, whether sent beside the first or queued behind it, has been answered (and counted) by
 * then however slow the machine or the answer: a fixed wait would miss one answered later.
 */
async function expectSentOnce(calls: Call[], path: string, toastTitle: string) {
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: toastTitle })));
  await waitFor(() => expect(panelClient.isMutating()).toBe(0));
  expect(calls.filter((c) => c.path === path)).toHaveLength(1);
}

describe('a double submit of an admin editor', () => {
  it('adds one testimonial', async () => {
    const calls = serve();
    renderEditor(<TestimonialsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    type(/^Client/, 'Dana Reyes');
    type(/^Location/, 'Towson, MD');
    type(/^Quote/, 'Sold in a week.');
    submitTwice('Add testimonial');
    await expectSentOnce(calls, 'testimonials.create', 'Testimonial added successfully');
  });

  it('adds one sold property', async () => {
    const calls = serve();
    renderEditor(
      <EditorDialog open onClose={vi.fn()} title="Add Sold Property" description="A sale for the track record.">
        <SoldRecordEditor item={null} onDone={vi.fn()} />
      </EditorDialog>,
    );
    type(/^Property/, '12 Oak Lane, Towson, MD 21204');
    type(/^Sale Price/, '450000');
    type(/^Sale Date/, '2025-06-02');
    submitTwice('Add sold property');
    await expectSentOnce(calls, 'soldRecords.create', 'Sold property added successfully');
  });

  it('saves a listing once, and can save it again once the first save is answered', async () => {
    const calls = serve();
    const listing = property({
      version: 1,
      title: 'Stone Colonial',
      price: 600000,
      imageUrl: '/uploads/p1.webp',
      photos: [{ url: '/uploads/p1.webp', alt: 'Front', width: 1600, height: 1067 }],
    });
    renderEditor(<PropertyDialog open property={listing} onClose={vi.fn()} />);
    type(/^Description/, 'A stone colonial.');
    submitTwice('Edit property');
    await expectSentOnce(calls, 'properties.update', 'Property updated successfully');
    // The guard lets go once the answer is in: a later save is sent.
    fireEvent.submit(screen.getByRole('form', { name: 'Edit property' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'properties.update')).toHaveLength(2));
  });
});
