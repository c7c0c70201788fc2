// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, requestUrl, stubTRPC, type Call } from '../../../test/admin-test-utils';
import { property } from '../../../test/fixtures';
import { answerSlowly, blurWhenDisabled } from '../focus-test-utils';
import { PropertiesTab } from '../properties-tab';
import { SoldRecordsTab } from '../sold-records-tab';
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

describe('Restore in an editor', () => {
  let release = () => {};
  afterEach(() => release());

  const at = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const listing = property({ version: 2, title: 'Stone Colonial', price: 600000, photos: [], ...at });
  const testimonial = { id: 't1', version: 2, client: 'Ana Ruiz', location: 'Columbia, MD', quote: 'Wonderful to work with.', rating: 5, ...at };
  const sale = {
    id: 's1',
    version: 2,
    property: '1204 Light Street, Baltimore, MD 21230',
    salePrice: 385000,
    saleDate: '2024-05-01',
    role: 'Listing Agent',
    ...at,
  };

  it.each([
    ['property', PropertiesTab, 'properties.list', listing, { price: 450000 }, 'Edit Stone Colonial', 'Edit Property', /^Price/, '450000'],
    [
      'testimonial',
      TestimonialsTab,
      'testimonials.list',
      testimonial,
      { quote: 'Great agent.' },
      'Edit review from Ana Ruiz',
      'Edit Testimonial',
      /^Quote/,
      'Great agent.',
    ],
    [
      'sold',
      SoldRecordsTab,
      'soldRecords.list',
      sale,
      { salePrice: 300000 },
      `Edit sale of ${sale.property}`,
      'Edit Sold Property',
      /^Sale Price/,
      '300000',
    ],
  ] as const)(
    'a %s editor starts again from the restored record as soon as the restore answers',
    async (type, Tab, listPath, record, restored, editLabel, dialogName, fieldLabel, value) => {
      const rows = [revision(2, 'update', '2026-11-26T19:32:00.000Z'), revision(1, 'create', '2026-11-20T15:00:00.000Z')].map((r) => ({
        ...r,
        type,
        recordId: record.id,
      }));
      const { calls, fetchMock } = stubTRPC((c) => {
        if (c.path === listPath) return { result: [record] };
        if (c.path === 'revisions.list') return { result: rows };
        if (c.path === 'revisions.restore') return { result: { type, id: record.id, record: { ...record, ...restored, version: 3 } } };
        return { result: null };
      });
      // Once Restore is pressed, the lists read again after it are answered only on `release`.
      let hold = false;
      const gate = new Promise<void>((resolve) => (release = resolve));
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        hold && !requestUrl(input).pathname.includes('revisions.restore') ? gate.then(() => fetchMock(input, init)) : fetchMock(input, init),
      );
      renderAdmin(<Tab />);
      await userEvent.click(await screen.findByRole('button', { name: editLabel }));
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      expect(within(dialog).getByLabelText(fieldLabel)).not.toHaveValue(value);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Revision history' }));
      const restore = await within(dialog).findByRole('button', { name: 'Restore version 1' });
      hold = true;
      await userEvent.click(restore);
      await waitFor(() => expect(within(dialog).getByLabelText(fieldLabel)).toHaveValue(value));
      // A save from the reloaded form names the restored version.
      release();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(calls.find((c) => c.path.endsWith('.update'))?.input).toMatchObject({ id: record.id, version: 3 }));
    },
  );
});

describe('what a revision says changed', () => {
  const at = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const photo = (n: number, alt: string) => ({ url: `/uploads/p${n}.webp`, alt, width: 2400, height: 1600 });
  const listing = property({
    version: 2,
    title: 'Stone Colonial',
    price: 615000,
    imageUrl: '/uploads/p3.webp',
    photos: [photo(3, 'Yard'), photo(1, 'Front'), photo(2, 'Kitchen island'), photo(4, 'Deck')],
    ...at,
  });
  const change = (field: string, before: unknown, after: unknown) => ({ field, before, after });

  /** Each listed change of a version as the agent reads it: [field, what changed]. */
  const changesOf = (version: number) =>
    Array.from(screen.getByRole('listitem', { name: new RegExp(`^Version ${version},`) }).querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);

  async function openHistory(Tab: () => React.ReactNode, list: string, record: object, editLabel: string, changes: Record<number, object[]>) {
    stubTRPC((c) => {
      if (c.path === list) return { result: [record] };
      if (c.path === 'revisions.list')
        return {
          result: Object.entries(changes)
            .reverse()
            .map(([version, listed]) => ({
              ...revision(Number(version), version === '1' ? 'create' : 'update', '2026-11-20T15:00:00.000Z'),
              changes: listed,
            })),
        };
      return { result: null };
    });
    renderAdmin(<Tab />);
    await userEvent.click(await screen.findByRole('button', { name: editLabel }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revision history' }));
    await screen.findByText('Version 1');
  }

  it("reads a listing's photos, home facts and open houses in the editor's words, leaving out fields that stayed empty", async () => {
    await openHistory(PropertiesTab, 'properties.list', listing, 'Edit Stone Colonial', {
      1: [
        change('title', null, 'Stone Colonial'),
        change('imageUrl', null, '/uploads/p1.webp'),
        change('photos', null, [photo(1, 'Front'), photo(2, 'Kitchen'), photo(3, 'Yard')]),
        change('propertyType', null, 'single-family'),
        change('yearBuilt', null, null),
        change('lotSize', null, null),
        change('hoaMonthly', null, 250),
        change('mlsNumber', null, ''),
        change('openHouses', null, [{ start: '2026-03-14T13:00:00-04:00', end: '2026-03-14T15:00:00-04:00' }]),
      ],
      2: [
        change('price', 600000, 615000),
        change('imageUrl', '/uploads/p1.webp', '/uploads/p3.webp'),
        change('photos', [photo(1, 'Front'), photo(2, 'Kitchen'), photo(3, 'Yard')], listing.photos),
        change('propertyType', 'single-family', 'townhouse'),
        change('openHouses', [{ start: '2026-03-14T13:00:00-04:00', end: '2026-03-14T15:00:00-04:00' }], null),
      ],
    });
    expect(changesOf(1)).toEqual([
      ['Title', '(empty) Stone Colonial'],
      ['Photos', '3 photos'],
      ['Property type', '(empty) Single-family home'],
      ['HOA fee per month', '(empty) $250'],
      ['Open houses', '(empty) Sat, Mar 14, 1:00-3:00 PM'],
    ]);
    expect(changesOf(2)).toEqual([
      ['Price', '$600,000 $615,000'],
      ['Photos', '4 photos: 1 added, cover changed, order changed, alt text changed for photo 3'],
      ['Property type', 'Single-family home Townhouse'],
      ['Open houses', 'Sat, Mar 14, 1:00-3:00 PM (empty)'],
    ]);
  });

  it("names a review's and a sale's fields and values as their editors do, never by their stored keys", async () => {
    const review = { id: 't1', version: 2, client: 'Ana Ruiz', location: 'Columbia, MD', quote: 'Wonderful.', rating: 5, ...at };
    await openHistory(TestimonialsTab, 'testimonials.list', review, 'Edit review from Ana Ruiz', {
      1: [change('rating', 4.5, 5), change('source', null, 'direct'), change('sourceUrl', null, null), change('featuredOn', null, 'home')],
    });
    expect(changesOf(1)).toEqual([
      ['Rating', '4.5 out of 5 5.0 out of 5'],
      ['Review source', '(empty) Sent directly'],
      ['Featured on', '(empty) home'],
    ]);
    cleanup();

    const sale = { id: 's1', version: 2, property: '1204 Light Street', salePrice: 385000, saleDate: '2024-05-01', role: 'Listing Agent', ...at };
    await openHistory(SoldRecordsTab, 'soldRecords.list', sale, 'Edit sale of 1204 Light Street', {
      1: [change('salePrice', 380000, 385000), change('saleDate', '2024-04-30', '2024-05-01')],
    });
    expect(changesOf(1)).toEqual([
      ['Sale price', '$380,000 $385,000'],
      ['Sale date', '2024-04-30 2024-05-01'],
    ]);
  });
});
