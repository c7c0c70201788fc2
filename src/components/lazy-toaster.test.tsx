// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
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
