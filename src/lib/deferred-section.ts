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
    // not hydrated yet that the browser follows itself), loads the section at once: the visitor is
    // headed for it, or leaving it for good. A change of the query string alone (the home page's
    // filters and sort) does not: the boundary below is skipped while it waits for its code (its
    // element never changes, and this component reads the location, so a router change stops
    // here), the change applies at once, and the section hydrates with the new address when it
    // comes near. Loading every section there would make the router's transition, and the
    // visitor's filter, wait for all of their code.
    const { pathname, hash } = useLocation();
    const first = useRef({ pathname, hash }).current;
    if (pathname !== first.pathname || hash !== first.hash) release();
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
    // The same element on every render: React leaves a boundary still showing the server's markup
    // alone only while its props stay the same (new props could not be applied without its code).
    const [boundary] = useState(() =>
      createElement(Suspense, { fallback: null }, createElement(Component), createElement(Committed, { onCommit: hydrated.resolve })),
    );
    return boundary;
  }
  return Object.assign(Section, { preload });
}
