// Route-level code splitting that still server-renders and hydrates without a mismatch:
// the server preloads every page before rendering, and the browser preloads the current
// page's chunk before hydrating, so neither render ever suspends on first paint.
import { createElement, lazy, type ComponentType } from 'react';

export type LazyRoute = ComponentType & { preload(): Promise<void> };

export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Route = () => (Loaded ? createElement(Loaded) : createElement(Lazy));
  return Object.assign(Route, { preload });
}
