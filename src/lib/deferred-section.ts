// A below-the-fold part of a server-rendered page whose code loads when it comes near the
// viewport, not with the page's first script. The server renders it in full (the code is
// preloaded there, as for lazy pages); in the browser it sits in its own Suspense boundary, so
// hydration leaves the server's markup in place (React keeps a boundary whose code has not
// arrived dehydrated, with no fallback and no layout shift) and hydrates it once the chunk is
// in. Its CSS must stay in the first stylesheet (import it beside the deferred section), or
// the server's markup would show unstyled until then.
import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { settledWithin } from './settled-within';
import { ChunkBoundary } from '../components/chunk-boundary';

/** How far below (or above) the viewport a section starts loading. */
const NEAR_VIEWPORT = '100% 0px';

type DeferredSection = ComponentType & { preload(): Promise<void> };

/**
 * How long a data change waits for released sections to hydrate before it is applied anyway: a
 * chunk that cannot load (the visitor went offline) must not hold every later update back.
 */
const HYDRATION_WAIT_MS = 3000;

const pendingReleases = new Set<() => void>();
/** Sections on screen with the server's markup whose code has not hydrated them yet. */
const unhydrated = new Set<Promise<void>>();

/**
 * Loads every section still waiting for the viewport, and resolves once those on the page have
 * hydrated. Called when public data changed, before the new data is put in the cache: a section
 * shows the server's markup until it hydrates, and hydrating it with other data than the server
 * rendered would not match that markup.
 */
export function releaseDeferredSections(): Promise<void> {
  for (const release of pendingReleases) release();
  pendingReleases.clear();
  if (unhydrated.size === 0) return Promise.resolve();
  return settledWithin(Promise.all(unhydrated), HYDRATION_WAIT_MS);
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
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  let release = () => {};
  const near = new Promise<void>((resolve) => {
    release = () => {
      pendingReleases.delete(release);
      resolve();
    };
  });
  pendingReleases.add(release);
  const Lazy = lazy(async () => {
    await near;
    await preload();
    return { default: Loaded! };
  });

  function Section() {
    const [hydrated] = useState(deferredPromise);
    // One component type for the life of this section: switching from Lazy to Loaded once the
    // code is in would make React mount a fresh copy on the next render of the page (a live
    // edit), replacing the section's elements and whatever the visitor had typed into them.
    const [Component] = useState<ComponentType>(() => Loaded ?? Lazy);
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
    useEffect(() => {
      // Runs after the effects inside the boundary: when it hydrated in the same commit, the
      // promise is already resolved and leaves the set at once.
      unhydrated.add(hydrated.promise);
      void hydrated.promise.then(() => unhydrated.delete(hydrated.promise));
      return () => void unhydrated.delete(hydrated.promise);
    }, [hydrated]);
    useEffect(() => {
      if (Loaded) return;
      const element = document.querySelector(anchor);
      if (!element || typeof IntersectionObserver === 'undefined') {
        release();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    // React skips a boundary still showing the server's markup while its element is the one it
    // had (this component reads the location, so a router change stops here rather than reaching
    // it). A new element is an update React applies only once the code is in and the boundary has
    // hydrated with what it had before, holding the router's transition until then: wanted for
    // a new page (a section's links point elsewhere from there, and the footer stays), not for
    // anything else.
    // Kept in state, not in a ref: a render React starts and throws away must not leave its
    // element behind for the next one, which would then see a change where there is none.
    // A section whose code cannot arrive (offline) is left out, not the page (ChunkBoundary).
    const boundaryFor = () =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(ChunkBoundary, null, createElement(Component)),
        createElement(Committed, { onCommit: hydrated.resolve }),
      );
    const [boundary, setBoundary] = useState(() => ({ pathname, element: boundaryFor() }));
    if (boundary.pathname !== pathname) setBoundary({ pathname, element: boundaryFor() });
    return boundary.element;
  }
  return Object.assign(Section, { preload });
}
