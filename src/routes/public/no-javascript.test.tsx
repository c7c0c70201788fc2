// @vitest-environment jsdom
// What a visitor with JavaScript turned off gets: the server's markup, read as their browser
// reads it (DOMParser parses with scripting off, so <noscript> content is part of the page).
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseListingSearch } from '../../../domain/listing-search';
import { makeQueryClient } from '../../lib/query-client';
import { SITE_CONTENT_QUERY_KEY } from '../../lib/site-content';
import { makeTRPCClient, TRPCProvider } from '../../lib/trpc';
import { NEVER, renderWithProviders } from '../../test/render-with-providers';
import { LazyContactForm } from './home/contact-form-loader';
import { ListingsSection } from './home/listings-section';
import { ShowingRequestSection } from './listing/showing-request-loader';
import { HomeValuationPage } from './pages/home-valuation';

const content = { contact_phone: '(301) 555-0123', contact_email: 'dana@example.com', agent_name: 'Dana Whitmore' };

beforeEach(() => vi.stubGlobal('fetch', () => new Promise<Response>(() => {})));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** The page as the server sends it, parsed as a browser without JavaScript parses it. */
function withoutJavaScript(ui: ReactElement, route = '/') {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(SITE_CONTENT_QUERY_KEY, content);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={makeTRPCClient()} queryClient={queryClient}>
        <Theme>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </Theme>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  const parsed = new DOMParser().parseFromString(html, 'text/html').body;
  const page = document.createElement('div');
  page.append(...[...parsed.childNodes].map((node) => document.importNode(node, true)));
  return document.body.appendChild(page);
}

/** The note that replaces a lead form that cannot be sent, with the agent's phone and e-mail as links. */
function expectContactNote(page: HTMLElement) {
  const note = within(page).getByText(/^This form needs JavaScript, which is turned off in your browser\./);
  expect(note).toHaveTextContent(
    'This form needs JavaScript, which is turned off in your browser. Call (301) 555-0123 or e-mail dana@example.com and Dana Whitmore will get back to you.',
  );
  expect(within(note).getByRole('link', { name: '(301) 555-0123' })).toHaveAttribute('href', 'tel:+13015550123');
  expect(within(note).getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
}

describe('Lead forms without JavaScript', () => {
  it('the contact form says it needs JavaScript and gives the phone and e-mail', () => {
    expectContactNote(withoutJavaScript(<LazyContactForm />));
  });

  it('the showing request form says it needs JavaScript and gives the phone and e-mail', () => {
    expectContactNote(withoutJavaScript(<ShowingRequestSection propertyId="columbia-end-townhome" address="3 Columbia Row" />));
  });

  it('the valuation card gives the phone and e-mail, and announces no form loading that never will', () => {
    const page = withoutJavaScript(<HomeValuationPage />, '/home-valuation');
    expectContactNote(page);
    expect(within(page).queryByRole('status')).not.toBeInTheDocument();
    expect(within(page).queryByText('Loading the valuation form')).not.toBeInTheDocument();
  });
});

describe('Listing filters without JavaScript', () => {
  it('are a GET form to the listings whose "Apply filters" sends the search the server renders', () => {
    const page = withoutJavaScript(<ListingsSection />, '/?status=sold&beds=3');
    const apply = within(page).getByRole('button', { name: 'Apply filters' });
    expect(apply).toHaveAttribute('type', 'submit');
    const form = apply.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/#listings');
    // The visitor adds a location to the search the page was opened with.
    within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Location' }).value = 'maryland';
    within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value = 'price-asc';
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(parseListingSearch(sent)).toEqual({
      search: { status: 'sold', location: 'maryland', minPrice: null, maxPrice: null, beds: 3, sort: 'price-asc' },
      problems: [],
    });
  });

  it('with JavaScript, show no "Apply filters" button and never submit the page', () => {
    renderWithProviders(<ListingsSection />, { api: { procedures: { 'properties.list': () => NEVER } } });
    expect(screen.queryByRole('button', { name: 'Apply filters' })).not.toBeInTheDocument();
    const form = screen.getByRole('group', { name: 'Filter properties' }).closest('form')!;
    // fireEvent returns false when the submit's default (loading a new page) was prevented.
    expect(fireEvent.submit(form)).toBe(false);
  });
});
