import './lib/zod-config';
import './theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { makeQueryClient } from './lib/query-client';
import { makeTRPCClient } from './lib/trpc';

const queryClient = makeQueryClient();
const trpcClient = makeTRPCClient();
const container = document.getElementById('root')!;

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} trpcClient={trpcClient} />
    </BrowserRouter>
  </StrictMode>
);

// Server-rendered pages arrive with markup to hydrate; client-only routes arrive empty.
if (container.firstElementChild) hydrateRoot(container, tree);
else createRoot(container).render(tree);
