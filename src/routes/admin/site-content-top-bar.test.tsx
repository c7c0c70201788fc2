// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import { renderAdmin, stubTRPC, type Call } from '../../test/admin-test-utils';
import { SiteContentTab } from './site-content-tab';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

// Only the Contact and Header groups (jsdom is slow with every field).
vi.mock('../../../domain/site-content-fields', async (importOriginal) =>
  (await import('../../test/admin-test-utils')).onlyContentGroups(
    await importOriginal<typeof import('../../../domain/site-content-fields')>(),
    'contact',
    'header',
  ),
);

const rows = () => [
  { key: 'contact_phone', value: '(410) 555-0187', version: 1 },
  { key: 'header_phone_display', value: '', version: 1 },
];
const serve = (c: Call) => {
  if (c.path === 'siteContent.list') return { result: rows() };
  if (c.path === 'siteContent.update') return { result: { version: 2 } };
  return { result: null };
};

beforeEach(() => {
  vi.mocked(toast).mockClear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('does not save a top-bar phone format that is another number than the Contact phone, and says why', async () => {
  const { calls } = stubTRPC(serve);
  renderAdmin(<SiteContentTab />);
  const field = await screen.findByLabelText(/^Header: Phone format in the top bar/, { selector: 'input' });
  fireEvent.change(field, { target: { value: 'Call or text (301) 555-0100' } });
  fireEvent.click(screen.getByRole('button', { name: /^Save Header: Phone format/ }));
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Error',
        description: expect.stringMatching(/^Failed to update content\. .*: it must be the same number as the Contact phone\.$/) as unknown,
      }),
    ),
  );
  expect(calls.filter((c) => c.path === 'siteContent.update')).toHaveLength(0);

  // The same number, written the agent's way (words around it included), is saved.
  fireEvent.change(field, { target: { value: 'Call or text 410.555.0187' } });
  fireEvent.click(screen.getByRole('button', { name: /^Save Header: Phone format/ }));
  await waitFor(() =>
    expect(calls.find((c) => c.path === 'siteContent.update')?.input).toMatchObject({
      key: 'header_phone_display',
      value: 'Call or text 410.555.0187',
    }),
  );
});

it('saves a new Contact phone before a top-bar format that names it, so the server, which checks them one at a time, takes both', async () => {
  const { calls } = stubTRPC(serve);
  renderAdmin(<SiteContentTab />);
  // Typed in the other order: the top-bar format first.
  const format = await screen.findByLabelText(/^Header: Phone format in the top bar/, { selector: 'input' });
  fireEvent.change(format, { target: { value: '301.555.0123' } });
  fireEvent.change(screen.getByLabelText(/^Contact section: Phone number/, { selector: 'input' }), { target: { value: '(301) 555-0123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save all changes' }));
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' })));
  expect(calls.filter((c) => c.path === 'siteContent.update').map((c) => c.input)).toMatchObject([
    { key: 'contact_phone', value: '(301) 555-0123' },
    { key: 'header_phone_display', value: '301.555.0123' },
  ]);
});
