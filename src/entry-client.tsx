import './theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { APP_STATE_ELEMENT_ID } from '../domain/script-json';
import { App } from './app';
import { preloadPage } from './router';
import { firstPageScriptFailed } from './lib/lazy-route';
import { makeQueryClient } from './lib/query-client';
import { makeTRPCClient } from './lib/trpc';
import { loadSuperjson, stateNeedsSuperjson } from './lib/wire-format';
import { captureCampaign } from './lib/campaign-capture';
import { beginHydration, HydrationMark } from './lib/hydration';

// The landing page's campaign is noted at once, not after hydration: a visitor who follows a
// link before the page has hydrated still has it when they send a form.
captureCampaign(window.location.search);

const queryClient = makeQueryClient();
const trpcClient = makeTRPCClient();
const container = document.getElementById('root')!;

// Data the server rendered with, so hydration matches and nothing is fetched on first paint.
// superjson is loaded first only if the state holds a value JSON cannot carry.
async function hydrateServerState(): Promise<void> {
  const stateElement = document.getElementById(APP_STATE_ELEMENT_ID);
  if (!stateElement?.textContent) return;
  try {
    if (stateNeedsSuperjson(stateElement.textContent)) await loadSuperjson();
    hydrate(queryClient, JSON.parse(stateElement.textContent) as Parameters<typeof hydrate>[1]);
  } catch (error) {
    console.warn('Ignoring unreadable server state', error);
  }
}

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} trpcClient={trpcClient} />
      <HydrationMark />
    </BrowserRouter>
  </StrictMode>
);

// Server-rendered pages arrive with markup to hydrate (after their page chunk is loaded, so the
// first render matches the server's); client-only routes arrive empty. Hydrating in a transition
// lets React yield to the browser every few milliseconds instead of blocking the main thread for
// the whole page (an input event still hydrates its target at once).
const stateReady = hydrateServerState();
// Not needed for the first paint, but for the first tRPC call (a navigation, a form): fetched
// once the page has loaded (a few KiB, a short task), so that call does not wait for it.
window.addEventListener('load', () => void loadSuperjson(), { once: true });
if (container.firstElementChild) {
  beginHydration();
  // Without the page's own chunk hydration would replace the server's page: see firstPageScriptFailed.
  void Promise.all([
    preloadPage(window.location.pathname).then(
      () => true,
      () => false,
    ),
    stateReady,
  ]).then(([pageLoaded]) => {
    if (pageLoaded) startTransition(() => void hydrateRoot(container, tree));
    else firstPageScriptFailed(document.getElementById('main'));
  });
} else {
  void stateReady.then(() => createRoot(container).render(tree));
}
