// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../router';
import { renderWithProviders } from '../../test/render-with-providers';

describe('unknown admin paths', () => {
  it('show a 404 without the public header and footer', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin/does-not-exist', api: { siteContent: {} } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin panel' })).toHaveAttribute('href', '/admin');
  });

  it('a public unknown path keeps the site around its 404', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page', api: { siteContent: {} } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code loads after the first render (it is below the fold).
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
