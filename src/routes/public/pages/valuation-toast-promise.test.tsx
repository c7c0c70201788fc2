// @vitest-environment jsdom
// The valuation toast promises a confirmation e-mail only when the site can send one, and the
// reply time is the one editable promise (site content key response_time).
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToast } from '../../../components/toast-store';
import { Toaster } from '../../../components/toaster';
import { confirmationSentence } from '../../../lib/site-features';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ValuationForm } from './valuation-form';

afterEach(() => {
  cleanup();
  removeToast();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));

async function sendValid(confirmationEmail: boolean, siteContent: Record<string, string> = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <ValuationForm />
      <Toaster />
    </>,
    {
      api: {
        siteContent,
        procedures: {
          'valuationRequests.create': () => ({ id: 'v1', createdAt: '2026-01-01T00:00:00.000Z' }),
          'siteContent.features': () => ({ confirmationEmail }),
        },
      },
    },
  );
  await user.type(field('Full Name'), 'Jordan Ellis');
  await user.type(field('Email Address'), 'jordan.ellis@example.com');
  await user.type(field('Phone Number'), '(410) 555-0142');
  await user.type(field('Street Address'), '8 Hickory Ridge Road');
  await user.type(field('City'), 'Columbia');
  await user.type(field('State'), 'MD');
  await user.type(field('ZIP Code'), '21044');
  await user.selectOptions(field('Property Type'), 'Townhouse');
  await user.type(field('Square Footage'), '1850');
  await user.type(field('Bedrooms'), '3');
  await user.type(field('Bathrooms'), '2.5');
  await user.type(field('Year Built'), '1994');
  await user.click(screen.getByRole('button', { name: /get my free valuation/i }));
  await screen.findByText('Valuation Request Received', { selector: '.toast-title' }, { timeout: 5000 });
  return screen.getByText(/Thank you!/, { selector: '.toast-description' }).textContent ?? '';
}

describe('valuation toast', () => {
  it('promises a confirmation e-mail when e-mail is configured', async () => {
    const text = await sendValid(true, { response_time: 'within one business day' });
    expect(text).toContain('contact you within one business day');
    expect(text).toContain(confirmationSentence(true));
  });

  it('says what happens instead when it is not', async () => {
    const text = await sendValid(false);
    expect(text).toContain('contact you within 24 hours');
    expect(text).not.toMatch(/on its way to your e-mail/);
    expect(text).toContain(confirmationSentence(false));
  });
});
