// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, PhoneIcon } from './icons';
import { filledWidth, roundToHalf, StarRating } from './star-rating';

const sprite = readFileSync(path.resolve(__dirname, 'icon-sprite.svg'), 'utf8');

describe('StarRating', () => {
  it('is one element with its rating as the accessible name and the filled width as a style', () => {
    const { container } = render(<StarRating value={3.4} size={20} />);
    // The name says the rating as the text beside it does; the stars show the nearest half.
    const rating = screen.getByRole('img', { name: 'Rated 3.4 out of 5' });
    expect(container.querySelectorAll('*')).toHaveLength(1);
    expect(rating.style.getPropertyValue('--star-size')).toBe('20px');
    // Three 20 px stars with their 2 px gaps, then half a star.
    expect(rating.style.getPropertyValue('--star-fill')).toBe('76px');
  });

  it('fills whole and half stars', () => {
    expect([filledWidth(0, 14), filledWidth(0.5, 14), filledWidth(1, 14), filledWidth(5, 14)]).toEqual([0, 7, 16, 80]);
  });

  it('rounds to the nearest half within 0..5', () => {
    expect([roundToHalf(4.3), roundToHalf(4.2), roundToHalf(7), roundToHalf(-1), roundToHalf(Number.NaN)]).toEqual([4.5, 4, 5, 0, 0]);
  });

  it('says an average such as 4.94 as 4.9, not as the five stars it is drawn with', () => {
    render(<StarRating value={4.94} />);
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
  });

  it('takes a label', () => {
    render(<StarRating value={5} label="Responsiveness: rated 5 out of 5" />);
    expect(screen.getByRole('img', { name: 'Responsiveness: rated 5 out of 5' })).toBeTruthy();
  });
});

describe('icons', () => {
  it('every icon has its symbol in the sprite', () => {
    for (const name of ICON_NAMES) expect(sprite, name).toContain(`<symbol id="i-${name}" viewBox="0 0 24 24">`);
  });

  it('an icon is a <use> of its sprite symbol, decorative unless titled', () => {
    const { container } = render(
      <>
        <PhoneIcon />
        <PhoneIcon title="Call" />
      </>,
    );
    const [plain, titled] = container.querySelectorAll('svg') as unknown as [SVGSVGElement, SVGSVGElement];
    expect(plain.querySelector('use')?.getAttribute('href')).toMatch(/icon-sprite\.svg.*#i-phone$/);
    expect(plain.querySelectorAll('path')).toHaveLength(0);
    expect(plain.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('img', { name: 'Call' })).toBe(titled);
  });
});
