// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import { PropertyDialog } from './property-dialog';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PropertyDialog', () => {
  it('creates a property with beds and square feet as integers, then closes', async () => {
    const { calls } = stubTRPC((c) => ({ result: c.path === 'properties.create' ? { id: 'new-1' } : [] }));
    const onClose = vi.fn();
    renderAdmin(<PropertyDialog open property={null} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeInTheDocument();
    type('Title', 'Brick Colonial on Oak Lane');
    type('Price', '450000');
    type('Address', '12 Oak Lane, Towson, MD 21204');
    type('Location', 'Towson, Maryland');
    type('Beds', '4');
    type('Baths', '2.5');
    type('Square Feet', '2,150');
    type('Description', 'Four bedrooms near the park.');
    type('Image URL', '/uploads/oak-lane.webp');
    expect(screen.getByText('Shown to visitors as $450,000.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === 'properties.create')?.input).toEqual({
      title: 'Brick Colonial on Oak Lane',
      address: '12 Oak Lane, Towson, MD 21204',
      location: 'Towson, Maryland',
      price: '450000',
      beds: 4,
      baths: '2.5',
      sqft: 2150,
      description: 'Four bedrooms near the park.',
      imageUrl: '/uploads/oak-lane.webp',
      status: 'For Sale',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Property created successfully' }));
  });

  it('shows what is missing instead of sending an incomplete listing', () => {
    const { calls } = stubTRPC(() => ({ result: null }));
    renderAdmin(<PropertyDialog open property={null} onClose={vi.fn()} />);
    type('Title', 'Half-finished listing');
    type('Beds', '3.5');
    fireEvent.submit(screen.getByRole('form', { name: 'Add property' }));
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Beds must be a whole number')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveFocus();
    expect(calls.filter((c) => c.path === 'properties.create')).toHaveLength(0);
  });

  it('refuses a file that is not an image without uploading it', () => {
    const { fetchMock } = stubTRPC(() => ({ result: null }));
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    renderAdmin(<PropertyDialog open property={null} onClose={vi.fn()} />);
    const file = new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload a photo'), { target: { files: [file] } });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Please select an image file', variant: 'destructive' }));
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    xhrOpen.mockRestore();
  });
});
