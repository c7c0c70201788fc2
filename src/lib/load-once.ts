// Code loaded on demand, once: callers meanwhile share one import. A failed import is forgotten, so
// the next call imports afresh: a browser fetches a module again after a failed fetch (a page or
// section whose code could not arrive offline comes back once the network does).

/** A preload for `load`; `onLoaded` receives what it loaded, before the preload resolves. */
export function loadOnce<T>(load: () => Promise<T>, onLoaded: (value: T) => void): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () =>
    (pending ??= load().then(onLoaded, (error: unknown) => {
      pending = null;
      throw error;
    }));
}
