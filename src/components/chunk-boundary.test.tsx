// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { ChunkBoundary } from './chunk-boundary';

it('leaves out a part whose code cannot be fetched and keeps the rest of the page, typed text included', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  render(
    <main>
      <label>
        Full Name
        <input defaultValue="Priya Shah" />
      </label>
      <ChunkBoundary>
        <Suspense fallback={<p>Loading footer...</p>}>
          <Unreachable />
        </Suspense>
      </ChunkBoundary>
    </main>,
  );
  await vi.waitFor(() => expect(screen.queryByText('Loading footer...')).toBeNull());
  expect(screen.getByLabelText('Full Name')).toHaveValue('Priya Shah');
  expect(screen.getByRole('main')).toBeInTheDocument();
  vi.restoreAllMocks();
});

it('renders the part again once the connection is back, so a part that loads afresh comes back', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let reachable = false;
  function Footer() {
    if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
    return <footer>Office hours</footer>;
  }
  render(
    <ChunkBoundary>
      <Footer />
    </ChunkBoundary>,
  );
  expect(screen.queryByRole('contentinfo')).toBeNull();
  reachable = true;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByRole('contentinfo')).toHaveTextContent('Office hours');
  vi.restoreAllMocks();
});
