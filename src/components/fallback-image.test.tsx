// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';
import { AGENT_LOGO_PATHS } from '../routes/public/home/about-section';

afterEach(cleanup);

it('tries the agent logo paths in order, then shows the text badge', () => {
  render(<FallbackImage sources={AGENT_LOGO_PATHS} alt="Agent logo" fallback={<span>AW</span>} />);
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    const img = screen.getByRole('img', { name: 'Agent logo' });
    seen.push(img.getAttribute('src')!);
    fireEvent.error(img);
  }
  expect(seen).toEqual(['/images/agent/logo.webp', '/images/agent/logo.png', '/images/agent/logo.jpg', '/images/agent/logo.svg']);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('AW')).toBeInTheDocument();
});

it('skips a failed source only once when its failure is reported twice', () => {
  render(<FallbackImage sources={['/a.webp', '/b.webp', '/c.webp']} alt="Photo" />);
  const first = screen.getByRole('img');
  // Two reports for the same source before React re-renders (a replayed pre-hydration error).
  act(() => {
    first.dispatchEvent(new Event('error'));
    first.dispatchEvent(new Event('error'));
  });
  expect(screen.getByRole('img')).toHaveAttribute('src', '/b.webp');
});
