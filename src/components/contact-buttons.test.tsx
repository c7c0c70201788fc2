// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { EmailButton } from './contact-buttons';

describe('EmailButton', () => {
  it('links to the e-mail address', () => {
    renderWithProviders(<EmailButton value="dana@example.com" />, { api: { siteContent: {} } });
    expect(screen.getByRole('link', { name: /Email dana@example\.com/ })).toHaveAttribute('href', 'mailto:dana@example.com');
  });

  it('is left out when the contact e-mail is no address', () => {
    renderWithProviders(<EmailButton value="XSS</script><script>alert(1)</script>">Email Dana</EmailButton>, { api: { siteContent: {} } });
    expect(screen.queryByText('Email Dana')).not.toBeInTheDocument();
  });
});
