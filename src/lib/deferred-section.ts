// A below-the-fold part of a server-rendered page whose code loads when it comes near the
// viewport, not with the page's first script. The server renders it in full (the code is
// preloaded there, as for lazy pages); in the browser it sits in its own Suspense boundary, so
// hydration leaves the server's markup in place (React keeps a boundary whose code has not
// arrived dehydrated, with no fallback and no layout shift) and hydrates it once the chunk is
// in. Its CSS must stay in the first stylesheet (import it beside the deferred section), or
// the server's markup would show unstyled until then.
//
// Code that cannot be fetched (a phone in a tunnel) does not cost the section: the server's
// markup stays and the code is asked for again, with a fresh import(), when the browser comes back
// online, when the section comes near the viewport again and on the next page change. A browser
// fetches a module again after a failed fetch (the HTML standard no longer keeps failed fetches in
// the module map; Chromium follows it, checked by importing a URL offline and again online); one
// that still keeps the failure fails each try the same way and the section just waits. No
// cache-busting query string: it would run a second copy of a module the page may already hold.
import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { settledWithin } from './settled-within';
import { ChunkBoundary } from '../components/chunk-boundary';
import { loadOnce } from './load-once';

/** How far below (or above) the viewport a section starts loading. */
const NEAR_VIEWPORT = '100% 0px';

type DeferredSection = ComponentType & { preload(): Promise<void> };

/**
 * How long a data change waits for released sections to hydrate before it is applied anyway: a
 * chunk that cannot load (the visitor went offline) must not hold every later update back.
 */
const HYDRATION_WAIT_MS = 3000;

const pendingReleases = new Set<() => void>();

/** A section on screen with the server's markup whose code has not hydrated it yet. */
type Unhydrated = {
  hydrated: Promise<void>;
  /** Its code failed to arrive and waits for the next try: nothing worth waiting for now. */
  failed: boolean;
  /** The data changed while it still showed the server's markup, which no longer matches a render. */
  stale: boolean;
};
const unhydrated = new Set<Unhydrated>();

/**
 * Loads every section still waiting for the viewport, and resolves once those on the page have
 * hydrated. Called when public data changed, before the new data is put in the cache: a section
 * shows the server's markup until it hydrates, and hydrating it with other data than the server
 * rendered would not match that markup.
 */
export function releaseDeferredSections(): Promise<void> {
  for (const release of pendingReleases) release();
  pendingReleases.clear();
  const waiting = [...unhydrated];
  // The data changes once this resolves: markup that has not hydrated by then was rendered with
  // other data, and hydrating it later would not match (the section renders afresh instead).
  const markStale = () => {
    for (const section of waiting) if (unhydrated.has(section)) section.stale = true;
  };
  const loading = waiting.filter((section) => !section.failed);
  if (loading.length === 0) {
    markStale();
    return Promise.resolve();
  }
  return settledWithin(Promise.all(loading.map((section) => section.hydrated)), HYDRATION_WAIT_MS).then(markStale);
}

/** Renders nothing; tells its section that the boundary it sits in has committed (hydrated). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

function deferredPromise(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** `anchor` selects the server-rendered element the observer watches (the section or its heading). */
export function deferredSection(anchor: string, load: () => Promise<ComponentType>): DeferredSection {
  let Loaded: ComponentType | null = null;
  const preload = loadOnce(load, (component) => {
    Loaded = component;
  });
  let release = () => {};
  const near = new Promise<void>((resolve) => {
    release = () => {
      pendingReleases.delete(release);
      resolve();
    };
  });
  pendingReleases.add(release);

  function Section() {
    const [hydrated] = useState(deferredPromise);
    const [self] = useState(() => ({
      entry: { hydrated: hydrated.promise, failed: false, stale: false },
      /** Resolved (and replaced) at each moment worth another try: see tryAgain. */
      nextTry: deferredPromise(),
      /** A page change is under way: a boundary still waiting for its code would hold it. */
      leaving: false,
    }));
    const tryAgain = () => {
      const { resolve } = self.nextTry;
      self.nextTry = deferredPromise();
      resolve();
    };
    // Mounts the section afresh in a new boundary (the server's markup goes): the code is in after
    // the data changed under that markup, or a page change must not wait for code that failed.
    const remount = () => setShown((s) => ({ key: s.key + 1, Component: Loaded ?? s.Component }));
    // Never fails for want of its code: a failed fetch waits for the next try, so the boundary keeps
    // the server's markup meanwhile (failing would make React drop it and leave a gap).
    const [Lazy] = useState(() =>
      lazy<ComponentType>(async () => {
        await near;
        for (;;) {
          // Taken before the try: a moment to try again that comes while it runs is not missed.
          const next = self.nextTry.promise;
          try {
            await preload();
            break;
          } catch (error) {
            console.warn('Part of the page could not be loaded; it is asked for again when the connection is back', error);
            self.entry.failed = true;
            if (self.leaving) remount();
            await next;
          }
        }
        self.entry.failed = false;
        // Hydrating markup rendered with other data than the page now has (a poll failed offline and
        // switched the texts to their built-in ones) would not match: the section renders afresh,
        // in one commit with the code in hand, so no gap.
        if (self.entry.stale) {
          remount();
          return new Promise<never>(() => {});
        }
        return { default: Loaded! };
      }),
    );
    // One component type for each boundary: switching from Lazy to Loaded once the code is in
    // would make React mount a fresh copy on the next render of the page (a live edit), replacing
    // the section's elements and whatever the visitor had typed into them.
    const [shown, setShown] = useState(() => ({ key: 0, Component: Loaded ?? Lazy }));
    // Rendered in the browser without server markup (a client-side navigation, which React Router
    // renders in a transition that would wait for this section forever): load at once. Checked
    // while rendering, not in an effect, because a suspended transition never commits.
    if (!Loaded && typeof document !== 'undefined' && !document.querySelector(anchor)) release();
    // A navigation to another page, or to a #fragment (a section link, or a plain link in markup
    // not hydrated yet that the browser follows itself), loads the section at once: the visitor
    // is headed for it, or the section's links (whose addresses depend on the page) must hydrate
    // before the page changes under them (see below). A change of the query string alone (the
    // home page's filters and sort, which also drop a #listings from the address) changes nothing
    // in it and must not wait for the code of every section below: the boundary is left alone
    // and hydrates under the new address when it comes near.
    const { pathname, hash } = useLocation();
    const first = useRef({ pathname, hash }).current;
    if (pathname !== first.pathname || (hash && hash !== first.hash)) release();
    self.leaving = !Loaded && pathname !== first.pathname;
    useEffect(() => {
      // Runs after the effects inside the boundary: when it hydrated in the same commit, the
      // promise is already resolved and leaves the set at once.
      const { entry } = self;
      unhydrated.add(entry);
      void hydrated.promise.then(() => unhydrated.delete(entry));
      return () => void unhydrated.delete(entry);
    }, [hydrated, self]);
    useEffect(() => {
      if (Loaded) return;
      // Moments worth another try for code that failed: the connection is back, the section
      // comes near again (the observer stays until it has hydrated), a page change (below).
      window.addEventListener('online', tryAgain);
      const stop = () => window.removeEventListener('online', tryAgain);
      void hydrated.promise.then(stop);
      const element = document.querySelector(anchor);
      if (!element || typeof IntersectionObserver === 'undefined') {
        release();
        return stop;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          release();
          if (self.entry.failed) tryAgain();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      void hydrated.promise.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        stop();
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once per section; tryAgain only reads `self`
    }, []);
    // React skips a boundary still showing the server's markup while its element is the one it
    // had (this component reads the location, so a router change stops here rather than reaching
    // it). A new element is an update React applies only once the code is in and the boundary has
    // hydrated with what it had before, holding the router's transition until then: wanted for
    // a new page (a section's links point elsewhere from there, and the footer stays), not for
    // anything else.
    // Kept in state, not in a ref: a render React starts and throws away must not leave its
    // element behind for the next one, which would then see a change where there is none.
    const boundaryFor = ({ key, Component }: typeof shown) =>
      createElement(
        Suspense,
        { key, fallback: null },
        // Code that arrives but fails to run or render costs the section, never the page.
        createElement(ChunkBoundary, null, createElement(Component)),
        createElement(Committed, { onCommit: hydrated.resolve }),
      );
    const [boundary, setBoundary] = useState(() => ({ pathname, shown, element: boundaryFor(shown) }));
    if (boundary.pathname !== pathname || boundary.shown !== shown) {
      let next = shown;
      // A page change while the code is missing after a failure: another try, and the page changes
      // at once with the section left out until its code arrives (holding the change for code that
      // may not come while offline would leave the visitor's click without an answer).
      if (boundary.pathname !== pathname && self.entry.failed) {
        tryAgain();
        next = { key: shown.key + 1, Component: shown.Component };
        setShown(next);
      }
      setBoundary({ pathname, shown: next, element: boundaryFor(next) });
    }
    return boundary.element;
  }
  return Object.assign(Section, { preload });
}
