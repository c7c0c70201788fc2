// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, Link, MemoryRouter, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredSection, releaseDeferredSections } from './deferred-section';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section id="counter">
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {`Clicked ${count}`}
      </button>
    </section>
  );
}

type Observed = { callback: IntersectionObserverCallback; element?: Element };
let observers: Observed[] = [];
class FakeObserver {
  private entry: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {}
}
/**
 * act() in its async form, for work that is itself synchronous: React then also flushes what the work
 * scheduled (a resolved lazy load, a hydration), as `act(async () => work())` would.
 */
const actAsync = (work: () => void) =>
  act(() => {
    work();
    return Promise.resolve();
  });
const comeNear = () =>
  act(async () => {
    for (const o of observers) o.callback([{ isIntersecting: true, target: o.element } as IntersectionObserverEntry], o as never);
    await new Promise((r) => setTimeout(r, 0));
  });

afterEach(() => {
  cleanup();
  observers = [];
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('deferredSection', () => {
  it('keeps the server markup until the section comes near, then hydrates it without a mismatch', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve(Counter));
    const Section = deferredSection('#counter', load);
    // The server loads the code first and renders it in full.
    await Section.preload();
    const html = renderToString(<MemoryRouter>{<Section />}</MemoryRouter>);
    expect(html).toContain('Clicked 0');

    // A fresh copy in the browser: nothing loaded yet.
    const Fresh = deferredSection('#counter', load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await actAsync(() => {
      hydrateRoot(container, <MemoryRouter>{<Fresh />}</MemoryRouter>, { onRecoverableError: (e) => console.error(e) });
    });
    expect(load).toHaveBeenCalledTimes(1); // only the server's preload so far
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Clicked 0');

    await comeNear();
    expect(load).toHaveBeenCalledTimes(2);
    // Hydrated in place: the same element now reacts.
    expect(container.querySelector('button')).toBe(button);
    await actAsync(() => button.click());
    expect(button.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps a hydrated section (and what the visitor did in it) when the page around it renders again', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = () => Promise.resolve(Counter);
    let rerenderPage = () => {};
    function Page({ section: S }: { section: typeof Section }) {
      // New site content from the poll renders the page again, and every section with it.
      const [edits, setEdits] = useState(0);
      rerenderPage = () => setEdits((n) => n + 1);
      return (
        <MemoryRouter>
          <p>{`Edits ${edits}`}</p>
          <S />
        </MemoryRouter>
      );
    }
    const Section = deferredSection('#counter', load);
    await Section.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page section={Section} />);
    document.body.append(container);
    const Fresh = deferredSection('#counter', load);
    await actAsync(() => {
      hydrateRoot(container, <Page section={Fresh} />);
    });
    await comeNear();
    const button = container.querySelector('button')!;
    await actAsync(() => button.click());
    expect(button.textContent).toBe('Clicked 1');

    await actAsync(() => rerenderPage());
    expect(container.textContent).toContain('Edits 1');
    // The same element, its state kept: not a fresh copy of the section.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Clicked 1');
  });

  it('loads at once when rendered in the browser (no server markup to keep)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const Section = deferredSection('#counter', () => Promise.resolve(Counter));
    render(
      <MemoryRouter>
        <Section />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });

  it('does not hold up a client-side navigation, which renders in a transition', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const Section = deferredSection('#counter', () => Promise.resolve(Counter));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await actAsync(() => startTransition(() => root.render(<MemoryRouter>{<Section />}</MemoryRouter>)));
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    root.unmount();
  });

  it('loads a section still waiting for its code when the visitor goes to another page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve(Counter));
    const Section = deferredSection('#counter', load);
    await Section.preload();
    const tree = (S: typeof Section) => (
      <MemoryRouter>
        <Link to="/about">About</Link>
        <S />
      </MemoryRouter>
    );
    const html = renderToString(tree(Section));
    const Fresh = deferredSection('#counter', load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await actAsync(() => {
      hydrateRoot(container, tree(Fresh));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      container.querySelector('a')!.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    // Not scrolled near, but the navigation loaded and hydrated it.
    expect(load).toHaveBeenCalledTimes(2);
    const button = container.querySelector('button')!;
    await actAsync(() => button.click());
    expect(button.textContent).toBe('Clicked 1');
  });

  it('applies a change of the query string at once while a section below still waits for its code', async () => {
    // The home page's filters and sort live in the query string and the router applies a change in
    // a transition: it must not wait for (or load) the sections further down.
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    function StatusFilter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" id="filter" onClick={() => setParams({ status: 'sold' })}>
          {`Status ${params.get('status') ?? 'all'}`}
        </button>
      );
    }
    const Section = deferredSection('#counter', () => Promise.resolve(Counter));
    await Section.preload();
    // Opened at the listings (/#listings): the new query string drops the #fragment too.
    window.history.replaceState(null, '', '/#listings');
    const tree = (S: typeof Section, router: 'memory' | 'browser') => {
      const page = (
        <>
          <StatusFilter />
          <S />
        </>
      );
      return router === 'memory' ? <MemoryRouter>{page}</MemoryRouter> : <BrowserRouter>{page}</BrowserRouter>;
    };
    const html = renderToString(tree(Section, 'memory'));
    let finishLoading = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (finishLoading = () => resolve(Counter))));
    const Fresh = deferredSection('#counter', load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await actAsync(() => {
      hydrateRoot(container, tree(Fresh, 'browser'), { onRecoverableError: (e) => console.error(e) });
    });
    const sectionButton = container.querySelector('#counter button')!;

    await act(async () => {
      container.querySelector<HTMLButtonElement>('#filter')!.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(window.location.search).toBe('?status=sold');
    expect(container.querySelector('#filter')!.textContent).toBe('Status sold');
    // The section below was left alone: its code not asked for, the server's markup in place.
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('#counter button')).toBe(sectionButton);

    // Scrolled near later, it hydrates that markup under the new address, without a mismatch.
    await comeNear();
    await actAsync(() => finishLoading());
    expect(container.querySelector('#counter button')).toBe(sectionButton);
    await actAsync(() => (sectionButton as HTMLButtonElement).click());
    expect(sectionButton.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it("keeps and loads a section when a link in server markup that is not hydrated yet changes only the address's #fragment", async () => {
    // A plain <a href="/#contact"> in a section whose code has not arrived is followed by the
    // browser itself: the address changes with a popstate whose history entry has no key, so
    // React Router's location keeps its key and only the hash differs.
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve(Counter));
    const Section = deferredSection('#counter', load);
    await Section.preload();
    window.history.replaceState(null, '', '/');
    const html = renderToString(
      <MemoryRouter>
        <Section />
      </MemoryRouter>,
    );
    const Fresh = deferredSection('#counter', load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await actAsync(() => {
      hydrateRoot(
        container,
        <BrowserRouter>
          <Fresh />
        </BrowserRouter>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.history.pushState(null, '', '/#contact');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    // Not scrolled near (no observer fired), but the address change loaded it, and it is still there.
    expect(load).toHaveBeenCalledTimes(2);
    const button = container.querySelector('button');
    expect(button).not.toBeNull();
    await actAsync(() => button!.click());
    expect(button!.textContent).toBe('Clicked 1');
    window.history.replaceState(null, '', '/');
  });

  it('lets a data change wait until a section still showing the server markup has hydrated', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let hydrated = false;
    function Marked() {
      useEffect(() => {
        hydrated = true;
      }, []);
      return <Counter />;
    }
    let finishLoading = () => {};
    const load = vi.fn(() => new Promise<typeof Marked>((resolve) => (finishLoading = () => resolve(Marked))));
    const Section = deferredSection('#counter', () => Promise.resolve(Marked));
    await Section.preload();
    const html = renderToString(<MemoryRouter>{<Section />}</MemoryRouter>);
    const Fresh = deferredSection('#counter', load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await actAsync(() => {
      hydrateRoot(container, <MemoryRouter>{<Fresh />}</MemoryRouter>);
    });

    let hydratedWhenApplied: boolean | null = null;
    let applied: Promise<void> = Promise.resolve();
    await act(async () => {
      applied = releaseDeferredSections().then(() => {
        hydratedWhenApplied = hydrated;
      });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(load).toHaveBeenCalledTimes(1);
    // The code is still on its way: the change waits.
    expect(hydratedWhenApplied).toBeNull();
    // React's act() holds its scheduled work until the callback returns: wait for the change after it.
    await actAsync(() => finishLoading());
    await applied;
    expect(hydratedWhenApplied).toBe(true);
    // Nothing left to wait for: the next change goes through at once.
    await releaseDeferredSections();
  });
});

describe('deferredSection whose code cannot be fetched (the visitor went offline)', () => {
  const offline = (): Promise<typeof Counter> =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/counter-Ab.js'));

  /** The server's page with the section, hydrated in the browser by a fresh copy that loads with `load`. */
  async function hydrated(load: () => Promise<typeof Counter>) {
    const Section = deferredSection('#counter', () => Promise.resolve(Counter));
    await Section.preload();
    const tree = (S: typeof Section) => (
      <MemoryRouter>
        <S />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(Section));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await actAsync(() => {
      hydrateRoot(container, tree(deferredSection('#counter', load)), { onRecoverableError: (e) => console.error(e) });
    });
    return { container, errors, button: container.querySelector('button')! };
  }
  const backOnline = () =>
    act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((r) => setTimeout(r, 0));
    });

  afterEach(() => vi.restoreAllMocks());

  it('keeps the server markup while the code is missing, and hydrates it in place once back online', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(offline);
    const { container, errors, button } = await hydrated(load);
    await comeNear();
    expect(load).toHaveBeenCalledTimes(1);
    // No gap: the section the server sent is still there.
    expect(container.querySelector('button')).toBe(button);

    load.mockImplementation(() => Promise.resolve(Counter));
    await backOnline();
    // Asked for afresh, not answered with the first failure; the same element now reacts.
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector('button')).toBe(button);
    await actAsync(() => button.click());
    expect(button.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('tries again when the section comes near the viewport again', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(offline);
    const { container, button } = await hydrated(load);
    await comeNear();
    load.mockImplementation(() => Promise.resolve(Counter));
    await comeNear();
    expect(load).toHaveBeenCalledTimes(2);
    await actAsync(() => button.click());
    expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
  });

  it('renders the section afresh, without a hydration error, when the data changed while its code was missing', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(offline);
    const { container, errors, button: serverButton } = await hydrated(load);
    await comeNear();
    // A poll failed meanwhile and its built-in texts are about to replace the data: nothing to
    // wait for from a section whose code failed.
    await act(() => releaseDeferredSections());

    load.mockImplementation(() => Promise.resolve(Counter));
    await backOnline();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    const button = container.querySelector('button')!;
    expect(button).not.toBe(serverButton);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    await actAsync(() => button.click());
    expect(button.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('does not hold a page change while its code is missing, and shows the section once back online', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(offline);
    const Section = deferredSection('#counter', () => Promise.resolve(Counter));
    await Section.preload();
    window.history.replaceState(null, '', '/');
    const tree = (S: typeof Section, router: 'memory' | 'browser') => {
      const page = (
        <>
          <Link to="/about">About</Link>
          <S />
        </>
      );
      return router === 'memory' ? <MemoryRouter>{page}</MemoryRouter> : <BrowserRouter>{page}</BrowserRouter>;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(Section, 'memory'));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await actAsync(() => {
      hydrateRoot(container, tree(deferredSection('#counter', load), 'browser'), { onRecoverableError: (e) => console.error(e) });
    });
    await comeNear();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      container.querySelector('a')!.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    // The page changed (the router's transition committed); the page change tried the code again.
    expect(window.location.pathname).toBe('/about');
    expect(load).toHaveBeenCalledTimes(2);

    load.mockImplementation(() => Promise.resolve(Counter));
    await backOnline();
    const button = container.querySelector('button')!;
    await actAsync(() => button.click());
    expect(button.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});
