// @vitest-environment jsdom
// Two tabs edit the same record: the other tab's save lands first, this tab's save is refused as
// stale. "Keep mine" must keep what the other tab saved in the fields this tab never touched, and
// only the fields changed in both places are shown side by side.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import superjson from 'superjson';
import { afterEach, expect, it, vi } from 'vitest';
import { propertyUpdateSchema, type Property } from '../../../../domain/property';
import { soldRecordUpdateSchema } from '../../../../domain/sold-record';
import { testimonialUpdateSchema } from '../../../../domain/testimonial';
import { keepFormDraft } from '../form-drafts';
import { PropertiesTab } from '../properties-tab';
import { propertyToForm } from '../property-form';
import { SoldRecordsTab } from '../sold-records-tab';
import { TestimonialsTab } from '../testimonials-tab';
import { renderAdmin, requestText, requestUrl } from '../../../test/admin-test-utils';
import { storedReview } from './review.fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

type Stored = { id: string; version: number; updatedAt: string } & Record<string, unknown>;
type Update = { id: string; version?: number; data: Record<string, unknown> };

/** What the procedures check and store a save's fields as (the form sends text; "4.5" is kept as 4.5). */
const updateSchemas = { properties: propertyUpdateSchema, testimonials: testimonialUpdateSchema, soldRecords: soldRecordUpdateSchema };

const OTHER_SAVE_AT = '2026-11-25T19:32:00.000Z';

/**
 * One record of `collection` behind the real tRPC client, checked like the store does: an update
 * naming another version than the stored one is refused with CONFLICT and the record as it is.
 */
function serveRecord(collection: keyof typeof updateSchemas, initial: Stored) {
  let record = initial;
  const updates: Update[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input);
      const paths = url.pathname.replace(/^\/api\/trpc\//, '').split(',');
      const inputs = (init?.body ? JSON.parse(requestText(init)) : {}) as Record<string, Parameters<typeof superjson.deserialize>[0]>;
      const statuses: number[] = [];
      const answers = paths.map((path, i) => {
        statuses.push(200);
        if (path === `${collection}.list`) return { result: { data: superjson.serialize([record]) } };
        if (path === `${collection}.update`) {
          const sent = superjson.deserialize<Update>(inputs[String(i)]!);
          updates.push(sent);
          if (sent.version !== undefined && sent.version !== record.version) {
            statuses[i] = 409;
            const data = { code: 'CONFLICT', httpStatus: 409, path, conflict: { current: record, changedAt: record.updatedAt } };
            return { error: superjson.serialize({ message: 'This was changed elsewhere. Review the latest version.', code: -32603, data }) };
          }
          const { data } = updateSchemas[collection].parse({ id: sent.id, data: sent.data });
          record = { ...record, ...data, version: record.version + 1, updatedAt: '2026-11-25T19:40:00.000Z' };
          return { result: { data: superjson.serialize(record) } };
        }
        // Anything else on the tab (the statistics under the sold records) is not this test's business.
        statuses[i] = 503;
        return {
          error: superjson.serialize({ message: 'Not served here', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, path } }),
        };
      });
      const status = statuses.every((s) => s === statuses[0]) ? statuses[0] : 207;
      return Promise.resolve(new Response(JSON.stringify(answers), { status, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return {
    updates,
    /** The other tab's save: it reaches the server while this tab's editor is open. */
    saveElsewhere: (change: Record<string, unknown>) => {
      record = { ...record, ...change, version: record.version + 1, updatedAt: OTHER_SAVE_AT };
    },
    stored: () => record,
  };
}

const photo = (n: number, alt: string) => ({ url: `/uploads/p${n}.webp`, alt, width: 1200, height: 800 });

const listing: Stored = {
  id: 'p1',
  version: 1,
  title: 'Stone Colonial',
  address: '1 Main St, Ellicott City, MD 21042',
  location: 'Ellicott City, Maryland',
  status: 'For Sale',
  price: 460000,
  beds: 4,
  baths: 2.5,
  sqft: 2400,
  description: 'A home.',
  imageUrl: '/uploads/p1.webp',
  photos: [photo(1, 'Front'), photo(2, 'Kitchen')],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

async function openEditor(editLabel: string, dialogName: string) {
  fireEvent.click(await screen.findByRole('button', { name: editLabel }));
  return screen.findByRole('dialog', { name: dialogName });
}

async function saveAndSeeConflict(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return within(dialog).findByRole('alert', { name: 'Changed elsewhere' });
}

it('listing: the other tab saved a new price and a photo, this tab a description: Keep mine saves both', async () => {
  const server = serveRecord('properties', listing);
  renderAdmin(<PropertiesTab />);
  const dialog = await openEditor('Edit Stone Colonial', 'Edit Property');
  server.saveElsewhere({ price: 438064, photos: [photo(1, 'Front'), photo(2, 'Kitchen'), photo(3, 'Yard')] });
  fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Typed in the second tab.' } });

  const alert = await saveAndSeeConflict(dialog);
  // Nothing was changed in both places: no field is offered as "your version" against theirs.
  expect(within(alert).queryByRole('row', { name: /Price/ })).not.toBeInTheDocument();
  expect(within(alert).queryByRole('table')).not.toBeInTheDocument();
  expect(alert).toHaveTextContent(/Keep mine saves your Description over the latest version/);
  expect(alert).toHaveTextContent(/Price and Photos stay as changed there/);

  fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.updates).toHaveLength(2));
  expect(server.updates[1]).toMatchObject({ version: 2, data: { price: '438064', description: 'Typed in the second tab.' } });
  expect(server.updates[1]!.data.photos).toEqual([photo(1, 'Front'), photo(2, 'Kitchen'), photo(3, 'Yard')]);
  expect(server.stored()).toMatchObject({ version: 3, price: 438064, description: 'Typed in the second tab.' });
});

it("listing: photos changed in both tabs are combined: their added photo and this tab's alt text are both kept", async () => {
  const server = serveRecord('properties', listing);
  renderAdmin(<PropertiesTab />);
  const dialog = await openEditor('Edit Stone Colonial', 'Edit Property');
  // The other tab added a photo and made the kitchen the cover; this one rewords the front's alt text.
  server.saveElsewhere({ photos: [photo(2, 'Kitchen'), photo(1, 'Front'), photo(3, 'Yard')], imageUrl: '/uploads/p2.webp' });
  fireEvent.change(within(dialog).getByLabelText('Alt text for photo 1'), { target: { value: 'Stone front at dusk' } });

  const alert = await saveAndSeeConflict(dialog);
  const row = within(alert).getByRole('row', { name: /Photos/ });
  expect(row).toHaveTextContent('2 photos: alt text changed for photo 1');
  expect(row).toHaveTextContent('3 photos: 1 added, cover changed, order changed');

  fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.updates).toHaveLength(2));
  expect(server.updates[1]).toMatchObject({ version: 2, data: { imageUrl: '/uploads/p2.webp', price: '460000' } });
  expect(server.updates[1]!.data.photos).toEqual([photo(2, 'Kitchen'), photo(1, 'Stone front at dusk'), photo(3, 'Yard')]);
});

it('review: the other tab changed the rating, this tab the quote and the location, both the location: only the location is listed', async () => {
  const server = serveRecord('testimonials', { ...storedReview, version: 4 });
  renderAdmin(<TestimonialsTab />);
  const dialog = await openEditor('Edit review from Dana Ellison', 'Edit Testimonial');
  server.saveElsewhere({ rating: 4.5, location: 'Bethesda, MD' });
  fireEvent.change(within(dialog).getByLabelText(/^Quote/), { target: { value: 'Typed at the office.' } });
  fireEvent.change(within(dialog).getByLabelText(/^Location/), { target: { value: 'Takoma Park, MD' } });

  const alert = await saveAndSeeConflict(dialog);
  expect(within(alert).getAllByRole('row')).toHaveLength(2);
  const row = within(alert).getByRole('row', { name: /Location/ });
  expect(row).toHaveTextContent('Takoma Park, MD');
  expect(row).toHaveTextContent('Bethesda, MD');
  expect(alert).toHaveTextContent(/Rating stays as changed there/);

  fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.updates).toHaveLength(2));
  expect(server.updates[1]).toMatchObject({ version: 5, data: { rating: '4.5', quote: 'Typed at the office.', location: 'Takoma Park, MD' } });
});

it('sale: the other tab corrected the price, this tab the address: Keep mine keeps the corrected price', async () => {
  const sale: Stored = {
    id: 's1',
    version: 2,
    property: '1204 Light Street, Baltimore, MD 21230',
    salePrice: 385000,
    saleDate: '2026-10-02',
    role: 'Listing Agent',
    createdAt: '2026-10-03T10:00:00.000Z',
    updatedAt: '2026-10-03T10:00:00.000Z',
  };
  const server = serveRecord('soldRecords', sale);
  renderAdmin(<SoldRecordsTab />);
  const dialog = await openEditor('Edit sale of 1204 Light Street, Baltimore, MD 21230', 'Edit Sold Property');
  server.saveElsewhere({ salePrice: 395000 });
  fireEvent.change(within(dialog).getByLabelText(/^Property/), { target: { value: '1204 Light St, Baltimore, MD 21230' } });

  const alert = await saveAndSeeConflict(dialog);
  expect(within(alert).queryByRole('table')).not.toBeInTheDocument();
  fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.updates).toHaveLength(2));
  expect(server.updates[1]).toMatchObject({ version: 3, data: { salePrice: '395000', property: '1204 Light St, Baltimore, MD 21230' } });
});

it('listing: saved again elsewhere while the conflict was shown: Keep mine is refused once more and merged against the version it used', async () => {
  const server = serveRecord('properties', listing);
  renderAdmin(<PropertiesTab />);
  const dialog = await openEditor('Edit Stone Colonial', 'Edit Property');
  server.saveElsewhere({ price: 438064 });
  fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Typed in the second tab.' } });
  const first = await saveAndSeeConflict(dialog);
  // A third device saves a new title and another price before this tab's Keep mine arrives.
  server.saveElsewhere({ title: 'Stone Colonial with Pool', price: 450000 });
  fireEvent.click(within(first).getByRole('button', { name: 'Keep mine' }));

  const second = await within(dialog).findByRole('alert', { name: 'Changed elsewhere' });
  // The price this tab took over in the first merge is not its own change: the newer price wins.
  expect(second).toHaveTextContent(/Keep mine saves your Description over the latest version; Title and Price stay as changed there/);
  expect(within(second).queryByRole('table')).not.toBeInTheDocument();
  fireEvent.click(within(second).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.updates).toHaveLength(3));
  expect(server.updates[2]).toMatchObject({
    version: 3,
    data: { title: 'Stone Colonial with Pool', price: '450000', description: 'Typed in the second tab.' },
  });
});

it('listing: a draft kept when the session ended is merged against the version it was typed over', async () => {
  // Typed over version 1, kept when the session ended; meanwhile another tab saved a new price.
  keepFormDraft('property:p1', {
    values: { ...propertyToForm(listing as unknown as Property), description: 'Typed before the session ended.' },
    version: 1,
    base: propertyToForm(listing as unknown as Property),
  });
  const server = serveRecord('properties', { ...listing, version: 2, price: 438064, updatedAt: OTHER_SAVE_AT });
  renderAdmin(<PropertiesTab />);
  const dialog = await openEditor('Edit Stone Colonial', 'Edit Property');
  expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Typed before the session ended.');

  const alert = await saveAndSeeConflict(dialog);
  expect(alert).toHaveTextContent(/Keep mine saves your Description over the latest version; Price stays as changed there/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.updates).toHaveLength(2));
  expect(server.updates[1]).toMatchObject({ version: 2, data: { price: '438064', description: 'Typed before the session ended.' } });
});
