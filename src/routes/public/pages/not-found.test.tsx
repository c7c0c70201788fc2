// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotFoundPage } from './not-found';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('404 page', () => {
  it('names the problem and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows the router hint in development builds only', () => {
    vi.stubEnv('DEV', true);
    const { unmount } = renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByText(/add the page to the router/)).toBeInTheDocument();
    unmount();

    vi.stubEnv('DEV', false);
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
  });
});
