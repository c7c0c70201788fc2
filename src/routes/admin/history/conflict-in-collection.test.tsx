// @vitest-environment jsdom
// The generic collection editor: a save refused as stale shows both versions, and "Keep mine"
// saves again over the latest version (testimonials as the example collection).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TestimonialsTab } from '../testimonials-tab';
import { renderAdmin, requestText, requestUrl } from '../../../test/admin-test-utils';
import { storedReview } from './review.fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = storedReview;
const theirs = { ...base, version: 2, quote: 'Edited on the phone.', updatedAt: '2026-11-25T19:32:00.000Z' };

it('shows "changed elsewhere" with both versions, and Keep mine resends with the latest version', async () => {
  const updates: { version?: number; data: { quote: string } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input);
      const path = url.pathname.replace(/^\/api\/trpc\//, '');
      // The superjson wire format: data and errors inside { json }.
      const body = (data: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } }));
      if (path === 'testimonials.list') return body([{ result: { data: { json: [{ ...base, version: 1 }] } } }]);
      if (path === 'testimonials.update') {
        const sent = (JSON.parse(requestText(init)) as Record<string, { json: { version?: number; data: { quote: string } } }>)['0']!.json;
        updates.push(sent);
        if (sent.version === 1)
          return body(
            [
              {
                error: {
                  json: {
                    message: 'This was changed elsewhere. Review the latest version.',
                    code: -32603,
                    data: { code: 'CONFLICT', httpStatus: 409, path, conflict: { current: theirs, changedAt: theirs.updatedAt } },
                  },
                },
              },
            ],
            409,
          );
        return body([{ result: { data: { json: { ...theirs, ...sent.data, version: 3 } } } }]);
      }
      return body(path.split(',').map(() => ({ result: { data: { json: [] } } })));
    }),
  );
  renderAdmin(<TestimonialsTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit review from Dana Ellison' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Testimonial' });
  fireEvent.change(within(dialog).getByLabelText(/Quote/), { target: { value: 'Typed at the office.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  const alert = await within(dialog).findByRole('alert', { name: 'Changed elsewhere' });
  // 19:32 UTC is 2:32 PM in the agent's time zone; the date is given too (a draft may be days old).
  expect(alert).toHaveTextContent('This was changed elsewhere (at Nov 25, 2026, 2:32 PM EST). Review the latest version');
  const row = within(alert).getByRole('row', { name: /Quote/ });
  expect(row).toHaveTextContent('Typed at the office.');
  expect(row).toHaveTextContent('Edited on the phone.');
  expect(updates).toHaveLength(1);

  fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(updates).toHaveLength(2));
  expect(updates[1]).toMatchObject({ version: 2, data: { quote: 'Typed at the office.' } });
});
