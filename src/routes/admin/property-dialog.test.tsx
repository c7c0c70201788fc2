// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import { PropertyDialog } from '../../test/property-dialog';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { expireSessionOn401, saveSession } from '../../lib/admin-session';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const existing = {
  id: 'p1',
  version: 3,
  title: 'Stone Colonial',
  address: '1 Main St, Ellicott City, MD 21042',
  location: 'Ellicott City, Maryland',
  status: 'For Sale' as const,
  price: 600000,
  beds: 4,
  baths: 2.5,
  sqft: 2400,
  description: 'A home.',
  imageUrl: '/uploads/p1.webp',
  photos: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** XMLHttpRequest for POST /api/admin/upload: reports progress, then answers like the server. */
function stubUploads(delayOf: (n: number) => number = () => 5) {
  let n = 0;
  class FakeXHR {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      n += 1;
      const id = n;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = 200;
        this.responseText = JSON.stringify({ url: `/uploads/upload-${id}.webp`, width: 2400, height: 1600, variants: [] });
        this.onload?.();
      }, delayOf(id));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Every field a new listing needs, but its photos. */
function fillListing() {
  type('Title', 'Brick Colonial on Oak Lane');
  type('Price', '450000');
  type('Address', '12 Oak Lane, Towson, MD 21204');
  type('Location', 'Towson, Maryland');
  type('Beds', '4');
  type('Baths', '2.5');
  type('Square Feet', '2,150');
  type('Description', 'Four bedrooms near the park.');
}

describe('PropertyDialog', () => {
  it('creates a property with an uploaded photo, beds and square feet as integers, then closes', async () => {
    const { calls } = stubTRPC((c) => ({ result: c.path === 'properties.create' ? { id: 'new-1' } : [] }));
    stubUploads();
    const onClose = vi.fn();
    renderAdmin(<PropertyDialog open property={null} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeInTheDocument();
    fillListing();
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [new File(['x'], 'front.jpg', { type: 'image/jpeg' })] } });
    await screen.findByLabelText('Alt text for photo 1');
    await waitFor(() => expect(screen.getByRole('button', { name: /Add Property/ })).toHaveTextContent('(photo 1 needs alt text)'));
    type('Alt text for photo 1', 'Brick front with a deep porch');
    expect(screen.getByText('Shown to visitors as $450,000.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === 'properties.create')?.input).toMatchObject({
      title: 'Brick Colonial on Oak Lane',
      address: '12 Oak Lane, Towson, MD 21204',
      location: 'Towson, Maryland',
      price: '450000',
      beds: 4,
      baths: '2.5',
      sqft: 2150,
      description: 'Four bedrooms near the park.',
      imageUrl: '/uploads/upload-1.webp',
      photos: [{ url: '/uploads/upload-1.webp', alt: 'Brick front with a deep porch', width: 2400, height: 1600 }],
      status: 'For Sale',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Property created successfully' }));
  });

  it('says a save asked for while a photo is still uploading was not made (Enter in a field submits too)', async () => {
    const { calls } = stubTRPC(() => ({ result: [] }));
    stubUploads(() => 60_000);
    renderAdmin(<PropertyDialog open property={existing} onClose={() => {}} />);
    type('Price', '615000');
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [new File(['x'], 'front.jpg', { type: 'image/jpeg' })] } });
    await screen.findByRole('button', { name: 'Uploading photos...' });
    fireEvent.submit(screen.getByRole('form', { name: 'Edit property' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Photos still uploading', description: 'Save again once the upload has finished.' }),
    );
    expect(calls.some((c) => c.path === 'properties.update')).toBe(false);
  });

  it('lists photos chosen together in the order they were chosen, whichever upload finishes first', async () => {
    stubTRPC(() => ({ result: [] }));
    // The first file chosen is the slowest to upload, the second the fastest.
    stubUploads((n) => ({ 1: 80, 2: 5, 3: 40 })[n] ?? 5);
    renderAdmin(<PropertyDialog open property={null} onClose={vi.fn()} />);
    const files = ['front.jpg', 'kitchen.jpg', 'yard.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });
    await screen.findByLabelText('Alt text for photo 3');
    const thumbs = Array.from(screen.getByRole('dialog').querySelectorAll<HTMLImageElement>('img.photo-manager__thumb'));
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/upload-1-480.webp',
      '/uploads/upload-2-480.webp',
      '/uploads/upload-3-480.webp',
    ]);
  });

  it('reorders photos with the buttons, says which photo lacks alt text, and saves the new order', async () => {
    const { calls } = stubTRPC((c) => ({ result: c.path === 'properties.update' ? { id: 'p1' } : [] }));
    const onClose = vi.fn();
    const photo = (n: number, alt: string) => ({ url: `/uploads/p${n}.webp`, alt, width: 1600, height: 1067 });
    renderAdmin(<PropertyDialog open property={{ ...existing, photos: [photo(1, 'Front'), photo(2, ''), photo(3, 'Yard')] }} onClose={onClose} />);
    const save = screen.getByRole('button', { name: /Save Changes/ });
    expect(save).toHaveTextContent('(photo 2 needs alt text)');
    fireEvent.click(save);
    expect(await screen.findByText('Alt text is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'properties.update')).toHaveLength(0);

    type('Alt text for photo 2', 'Kitchen');
    fireEvent.click(screen.getByRole('button', { name: 'Move later: photo 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make cover: photo 3' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Photo 3 is now the cover.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove: photo 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.find((c) => c.path === 'properties.update')?.input as { data: { photos: { alt: string }[]; imageUrl: string } };
    expect(sent.data.photos.map((p) => p.alt)).toEqual(['Yard', 'Front']);
    expect(sent.data.imageUrl).toBe('/uploads/p3.webp');
  });

  it('keeps the keyboard focus with the photo that moved, and on the next photo after Remove', async () => {
    stubTRPC(() => ({ result: [] }));
    const stopBlurring = blurWhenDisabled();
    const photo = (n: number, alt: string) => ({ url: `/uploads/p${n}.webp`, alt, width: 1600, height: 1067 });
    try {
      renderAdmin(
        <PropertyDialog
          open
          property={{ ...existing, photos: [photo(1, 'Front'), photo(2, 'Kitchen'), photo(3, 'Yard'), photo(4, 'Deck')] }}
          onClose={vi.fn()}
        />,
      );
      const press = async (name: string) => {
        screen.getByRole('button', { name }).focus();
        await userEvent.keyboard('{Enter}');
      };
      const alts = () =>
        [1, 2, 3, 4].map((n) => screen.queryByLabelText(`Alt text for photo ${n}`)).map((field) => (field as HTMLInputElement | null)?.value);
      const focused = () => screen.getByRole('button', { name: (document.activeElement as HTMLElement).getAttribute('aria-label') ?? '' });

      // Make cover: the photo is first, its Make cover and Move earlier are off; Move later is next to use.
      await press('Make cover: photo 3');
      expect(alts()).toEqual(['Yard', 'Front', 'Kitchen', 'Deck']);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Move later: photo 1' })).toHaveFocus());

      // Move earlier keeps its own button while it can go further, then hands over to Move later.
      await press('Move earlier: photo 3');
      expect(alts()).toEqual(['Yard', 'Kitchen', 'Front', 'Deck']);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Move earlier: photo 2' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      expect(alts()).toEqual(['Kitchen', 'Yard', 'Front', 'Deck']);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Move later: photo 1' })).toHaveFocus());

      // Move later to the last place hands over to Move earlier of the same photo.
      await press('Move later: photo 3');
      expect(alts()).toEqual(['Kitchen', 'Yard', 'Deck', 'Front']);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Move earlier: photo 4' })).toHaveFocus());

      // Remove: the photo that took its place, else the one before, else the file picker.
      await press('Remove: photo 2');
      expect(alts()).toEqual(['Kitchen', 'Deck', 'Front', undefined]);
      await waitFor(() => expect(focused()).toHaveAccessibleName('Remove: photo 2'));
      expect(screen.getByLabelText('Alt text for photo 2')).toHaveValue('Deck');
      await press('Remove: photo 3');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Remove: photo 2' })).toHaveFocus());
      await press('Remove: photo 1');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Remove: photo 1' })).toHaveFocus());
      expect(alts()).toEqual(['Deck', undefined, undefined, undefined]);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByLabelText('Add photos')).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });

  it('keeps an edit that was not saved when the session ended, and puts it back when the same listing is opened again', async () => {
    stubTRPC(() => ({ result: null }));
    saveSession('token-1', { username: 'admin' });
    const first = renderAdmin(<PropertyDialog open property={existing} onClose={vi.fn()} />);
    type('Description', 'A stone colonial with a new slate roof (2024).');
    // A call answered 401: the session was revoked from another device.
    expireSessionOn401(401);
    first.unmount();

    // Signed in again: another listing's editor does not get it.
    renderAdmin(<PropertyDialog open property={{ ...existing, id: 'p2', title: 'Brick Cape' }} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Description')).toHaveValue('A home.');
    cleanup();
    renderAdmin(<PropertyDialog open property={existing} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('A stone colonial with a new slate roof (2024).'));
    expect(screen.getByLabelText('Title')).toHaveValue('Stone Colonial');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unsaved changes restored' }));
    // Handed back once: opening it again starts from the saved listing.
    cleanup();
    renderAdmin(<PropertyDialog open property={existing} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Description')).toHaveValue('A home.');
  });

  it('saves a draft brought back after sign-in against the version it was started from, not the newer one', async () => {
    const { calls } = stubTRPC((c) => ({ result: c.path === 'properties.update' ? { id: 'p1' } : [] }));
    saveSession('token-1', { username: 'admin' });
    const first = renderAdmin(<PropertyDialog open property={existing} onClose={vi.fn()} />);
    type('Description', 'A stone colonial with a new slate roof (2024).');
    expireSessionOn401(401);
    first.unmount();

    // Meanwhile the listing was saved elsewhere (version 4); the draft was typed over version 3.
    renderAdmin(<PropertyDialog open property={{ ...existing, version: 4, price: 615000 }} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('A stone colonial with a new slate roof (2024).'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'properties.update')).toBe(true));
    expect(calls.find((c) => c.path === 'properties.update')?.input).toMatchObject({ id: 'p1', version: 3 });
  });

  it('gives the focus back to Save when the save is refused (the button is disabled while the server answers)', async () => {
    const { fetchMock } = stubTRPC((c) =>
      c.path === 'properties.update' ? { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } } : { result: [] },
    );
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      renderAdmin(<PropertyDialog open property={existing} onClose={vi.fn()} />);
      const save = screen.getByRole('button', { name: 'Save Changes' });
      save.focus();
      fireEvent.click(save);
      await waitFor(() => expect(save).toBeDisabled());
      expect(save).not.toHaveFocus();
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to update property' })));
      await waitFor(() => expect(save).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });

  it('shows what is missing instead of sending an incomplete listing', async () => {
    const { calls } = stubTRPC(() => ({ result: null }));
    renderAdmin(<PropertyDialog open property={null} onClose={vi.fn()} />);
    type('Title', 'Half-finished listing');
    type('Beds', '3.5');
    fireEvent.submit(screen.getByRole('form', { name: 'Add property' }));
    // The form checks asynchronously (react-hook-form's resolver), so wait for the messages.
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Beds must be a whole number')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Price')).toHaveFocus());
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(/Price is required/);
    expect(calls.filter((c) => c.path === 'properties.create')).toHaveLength(0);
  });

  it("closes without asking when nothing was changed, and asks once a field or a photo's alt text was", () => {
    stubTRPC(() => ({ result: [] }));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const withPhoto = { ...existing, photos: [{ url: '/uploads/p1.webp', alt: 'Front', width: 1600, height: 1067 }] };
    const onClose = vi.fn();
    const view = renderAdmin(<PropertyDialog open property={withPhoto} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();

    renderAdmin(<PropertyDialog open property={withPhoto} onClose={onClose} />);
    type('Title', 'Stone Colonial!');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    renderAdmin(<PropertyDialog open property={withPhoto} onClose={onClose} />);
    type('Alt text for photo 1', 'Stone front');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not an image without uploading it', () => {
    const { fetchMock } = stubTRPC(() => ({ result: null }));
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    renderAdmin(<PropertyDialog open property={null} onClose={vi.fn()} />);
    const file = new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [file] } });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Please select an image file', variant: 'destructive' }));
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    xhrOpen.mockRestore();
  });

  it('refuses an open-house time that does not exist in New York that night, saying why, until another is chosen', async () => {
    const { calls } = stubTRPC((c) => ({ result: c.path === 'properties.update' ? { id: 'p1' } : [] }));
    const withOpenHouse = { ...existing, openHouses: [{ start: '2027-03-14T13:00:00-04:00', end: '2027-03-14T15:00:00-04:00' }] };
    renderAdmin(<PropertyDialog open property={withOpenHouse} onClose={vi.fn()} />);
    const row = within(screen.getByRole('group', { name: 'Open house 1' }));
    // Clocks jump from 2:00 to 3:00 AM on March 14, 2027. The start is typed first, then the end.
    fireEvent.change(row.getByLabelText('From'), { target: { value: '02:30' } });
    fireEvent.change(row.getByLabelText('To'), { target: { value: '03:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await row.findByText(
        'Open house start time 2:30 AM does not exist on Sunday, March 14, 2027 in New York (clocks move forward from 2:00 AM to 3:00 AM); choose another time',
      ),
    ).toBeInTheDocument();
    expect(row.getByLabelText('From')).toHaveValue('02:30');
    expect(calls.filter((c) => c.path === 'properties.update')).toHaveLength(0);

    fireEvent.change(row.getByLabelText('From'), { target: { value: '03:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'properties.update')).toBe(true));
    expect(calls.find((c) => c.path === 'properties.update')?.input).toMatchObject({
      data: { openHouses: [{ start: '2027-03-14T03:00:00-04:00', end: '2027-03-14T03:30:00-04:00' }] },
    });
  });
});
