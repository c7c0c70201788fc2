// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { firstPageScriptFailed, lazyRoute, PageLoading, RELOAD_GUARD_MS } from './lazy-route';

const PAGE = 'http://localhost/buyer-services';

/** The browser's address bar (client-side navigation has put the page's address in it); `reload` is the full page load the route may ask for. */
function atAddress() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: PAGE, pathname: '/buyer-services', reload });
  return reload;
}

/** This document is the full load the route asked for, `secondsAgo` seconds ago. */
function reloadedAgo(secondsAgo: number) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [{ type: 'reload' } as PerformanceNavigationTiming] : [],
  );
  vi.spyOn(performance, 'now').mockReturnValue(secondsAgo * 1000);
}

function BuyerServices() {
  return <h1>Buyer Services</h1>;
}

/** A deploy replaced the page's chunk: every request for it fails, as the browser reports it. */
const goneChunk = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/buyer-services-Tm.js`));

/** The route as a fresh page load has it (a page load starts with no module state). */
function renderRoute(load: () => Promise<() => React.JSX.Element>) {
  const Page = lazyRoute(load);
  renderWithProviders(
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>,
    { route: '/buyer-services', api: { siteContent: {} } },
  );
  return Page;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyRoute', () => {
  it('shows the page once its chunk is in', async () => {
    atAddress();
    renderRoute(() => Promise.resolve(BuyerServices));
    expect(await screen.findByRole('heading', { name: 'Buyer Services' })).toBeInTheDocument();
  });

  it('shows the page without a reload when only an earlier preload failed (offline then), asking for the chunk again', async () => {
    const reload = atAddress();
    const load = vi.fn<() => Promise<typeof BuyerServices>>(goneChunk);
    const Page = lazyRoute(load);
    await expect(Page.preload()).rejects.toThrow(TypeError);
    load.mockImplementation(() => Promise.resolve(BuyerServices));
    renderWithProviders(
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>,
      { route: '/buyer-services', api: { siteContent: {} } },
    );
    expect(await screen.findByRole('heading', { name: 'Buyer Services' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the address in full when the page chunk fails (the new build after a deploy), and shows no blank page meanwhile', async () => {
    const reload = atAddress();
    renderRoute(goneChunk);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after that reload fails too, says so with a Reload link, instead of reloading again', async () => {
    const reload = atAddress();
    reloadedAgo(2);
    renderRoute(goneChunk);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded. Check your connection and reload the page.');
    expect(screen.getByRole('link', { name: 'reload the page' })).toHaveAttribute('href', PAGE);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a failure long after the last reload (a later visit to the page in the same tab)', async () => {
    const reload = atAddress();
    reloadedAgo(RELOAD_GUARD_MS / 1000 + 60);
    renderRoute(goneChunk);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe("firstPageScriptFailed (the first page's chunk did not arrive before hydration)", () => {
  function serverPage() {
    document.body.innerHTML = '<main id="main"><h1>Buyer Services</h1><a href="/contact">Contact</a></main>';
    return document.getElementById('main');
  }

  it('asks for a full load once', () => {
    const reload = atAddress();
    firstPageScriptFailed(serverPage());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("when this document is that load, keeps the server's page and puts the note with a reload link above it", () => {
    const reload = atAddress();
    reloadedAgo(2);
    const main = serverPage();
    firstPageScriptFailed(main);
    expect(reload).not.toHaveBeenCalled();
    expect(main!.querySelector('h1')).toHaveTextContent('Buyer Services');
    const note = main!.firstElementChild!;
    expect(note).toHaveAttribute('role', 'alert');
    expect(note).toHaveTextContent('This page could not be loaded. Check your connection and reload the page.');
    expect(note.querySelector('a')).toHaveAttribute('href', PAGE);
  });
});
