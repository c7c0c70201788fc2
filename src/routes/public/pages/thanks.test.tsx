// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ThanksPage } from './thanks';

function setup() {
  const redirect = vi.fn();
  renderWithProviders(<ThanksPage redirect={redirect} />, { api: { siteContent: { contact_phone: '(443) 555-0199' } } });
  const progress = () => screen.getByRole('progressbar', { name: /automatic return to the homepage/i });
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { redirect, progress, advance };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('thanks page', () => {
  it('promises a confirmation e-mail only when the site can send one, and the one reply time', async () => {
    vi.useRealTimers();
    renderWithProviders(<ThanksPage redirect={vi.fn()} />, {
      api: { siteContent: { response_time: 'within one business day' }, procedures: { 'siteContent.features': () => ({ confirmationEmail: true }) } },
    });
    expect(await screen.findByText('Confirmation email')).toBeInTheDocument();
    expect(await screen.findByText('Personal review within one business day')).toBeInTheDocument();
    cleanup();
    renderWithProviders(<ThanksPage redirect={vi.fn()} />, { api: { siteContent: {}, procedures: { 'siteContent.features': () => ({ confirmationEmail: false }) } } });
    expect(await screen.findByText('Message saved')).toBeInTheDocument();
    expect(screen.queryByText(/confirmation/i)).not.toBeInTheDocument();
  });

  it('has its own main landmark, heading and what-happens-next list', () => {
    setup();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You');
    expect(screen.getByText(/message has been received/i)).toBeInTheDocument();
    // Until the server says e-mail is configured, no confirmation e-mail is promised.
    expect(screen.queryByText('Confirmation email')).not.toBeInTheDocument();
    expect(screen.getByText('Message saved')).toBeInTheDocument();
    expect(screen.getByText('Personal review within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Contact by your preferred method')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Maryland Real Estate Commission License/)).toBeInTheDocument();
    expect(screen.getByText(/Virginia Real Estate Board License/)).toBeInTheDocument();
  });

  it('shows the agent phone from site content as a tel link', async () => {
    setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('link', { name: '(443) 555-0199' })).toHaveAttribute('href', 'tel:+14435550199');
  });

  it('fills the progress bar over 8 seconds, then loads the home page', () => {
    const { redirect, progress, advance } = setup();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuemin', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '100');

    advance(4000);
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(49);
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeLessThanOrEqual(51);
    expect(screen.getByText(/homepage in 4 seconds/)).toBeInTheDocument();

    advance(3900);
    expect(redirect).not.toHaveBeenCalled();

    advance(100);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/');
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
  });

  it('lets the visitor stop the automatic redirect', () => {
    const { redirect, advance } = setup();
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    advance(20_000);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByText(/Automatic return cancelled/)).toBeInTheDocument();
  });
});
