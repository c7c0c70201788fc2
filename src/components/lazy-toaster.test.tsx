// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { removeToast, toast } from './toast-store';

afterEach(() => {
  cleanup();
  act(() => removeToast());
});

it('renders nothing (and loads no toast code) until the first toast, then shows it', async () => {
  const { container } = render(<LazyToaster />);
  expect(container).toBeEmptyDOMElement();
  expect(document.querySelector('[aria-label^="Notification"]')).toBeNull();

  act(() => void toast({ title: 'Message sent', description: 'We will be in touch.' }));
  expect(await screen.findByText('Message sent', { selector: '.toast-title' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Notification/ })).toBeInTheDocument();
});

it('shows a toast raised offline once the connection is back (its code asked for again)', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let attempts = 0;
  vi.doMock('./toaster', () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return vi.importActual('./toaster');
  });
  vi.resetModules();
  const { LazyToaster: Fresh } = await import('./lazy-toaster');
  const store = await import('./toast-store');
  render(<Fresh />);
  act(() => void store.toast({ title: 'Request Not Sent', description: 'Check your connection.' }));
  await vi.waitFor(() => expect(attempts).toBe(1));
  expect(screen.queryByText('Request Not Sent', { selector: '.toast-title' })).toBeNull();

  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Request Not Sent', { selector: '.toast-title' })).toBeInTheDocument();
  act(() => store.removeToast());
  vi.doUnmock('./toaster');
  warn.mockRestore();
});
