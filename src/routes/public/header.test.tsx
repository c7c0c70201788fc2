// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client';
import { Header } from './header';

const page = () => (
  <QueryClientProvider client={makeQueryClient()}>
    <MemoryRouter initialEntries={['/']}>
      <Header />
    </MemoryRouter>
  </QueryClientProvider>
);

let container: HTMLDivElement;
let root: ReturnType<typeof hydrateRoot> | undefined;
beforeEach(() => {
  // The site content stays loading: the server render and the hydration both use the built-in texts.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
});
afterEach(() => {
  void act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Hydrates the server markup; returns what React reported (recoverable errors and console errors, mismatches among them). */
function hydrate(): unknown[] {
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.join(' ')));
  void act(() => {
    root = hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

const toggle = () => within(container).getByRole('button', { name: 'Menu' });
const mainNav = () => container.querySelector('nav.site-nav')!;

describe('Header menu before and after hydration', () => {
  it('server-rendered, the menu button opens the main navigation as a popover, which needs no script', () => {
    expect(mainNav()).toHaveAttribute('id', 'site-nav');
    expect(mainNav()).toHaveAttribute('popover', 'auto');
    expect(toggle()).toHaveAttribute('popovertarget', 'site-nav');
    expect(toggle()).toHaveAttribute('aria-controls', 'site-nav');
    // The browser states the popover's expanded state; a fixed "false" would contradict it.
    expect(toggle()).not.toHaveAttribute('aria-expanded');
    // The React menu renders no links until it is opened.
    expect(container.querySelector('#mobile-menu')).toBeEmptyDOMElement();
  });

  it('hydrated without a mismatch, the React menu takes over, closed', () => {
    expect(hydrate()).toEqual([]);
    expect(mainNav()).not.toHaveAttribute('popover');
    expect(toggle()).not.toHaveAttribute('popovertarget');
    expect(toggle()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(container).queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('a menu the visitor opened before hydration stays open, as the React menu', () => {
    // jsdom has no popovers: the button reports its navigation as an open one, as a browser would.
    const nav = mainNav();
    Object.defineProperty(toggle(), 'popoverTargetElement', { value: { matches: (selector: string) => selector === ':popover-open' && nav.isConnected } });
    expect(hydrate()).toEqual([]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(container).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    expect(mainNav()).not.toHaveAttribute('popover');
  });
});
