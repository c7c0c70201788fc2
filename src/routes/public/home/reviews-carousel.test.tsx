// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testimonial } from '../../../test/fixtures';
import { LONG_QUOTE_CHARS, REVIEW_INTERVAL_MS, ReviewsCarousel } from './reviews-carousel';

const reviews = [testimonial('a', 'Alice A.'), testimonial('b', 'Bob B.', 4.5), testimonial('c', 'Carol C.'), testimonial('d', 'Dan D.', 4)];

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The client named on the slide that is shown (the others are hidden from assistive tech). */
function shownClient(): string {
  const slides = screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');
  const active = slides.filter((s) => s.getAttribute('aria-hidden') !== 'true');
  expect(active).toHaveLength(1);
  return active[0]!.querySelector('.review-card__client')!.textContent;
}

// A synchronous act(): React flushes the timer's updates before it returns.
const advance = (ms: number) => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const carousel = () => screen.getByRole('region', { name: 'Client reviews' });

// The longest quote the admin accepts (3,000 characters), between two of the usual length.
const longQuote = 'Angela walked us through every inspection, appraisal and repair negotiation with patience. '.repeat(33).slice(0, 3000);
const withLong = [reviews[0]!, { ...testimonial('long', 'Lena L.'), quote: longQuote }, reviews[2]!];
// Slides other than the shown one are hidden from assistive technology (no role query finds them).
const slideNamed = (name: string) => document.querySelector<HTMLElement>(`[aria-roledescription="slide"][aria-label="${name}"]`)!;

describe('ReviewsCarousel', () => {
  it('advances every 5 seconds and wraps from the last review to the first', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    expect(shownClient()).toBe('Alice A.');
    advance(REVIEW_INTERVAL_MS - 1);
    expect(shownClient()).toBe('Alice A.');
    advance(1);
    expect(shownClient()).toBe('Bob B.');
    advance(REVIEW_INTERVAL_MS);
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Dan D.');
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Alice A.');
  });

  it('starts paused for a visitor who asked for reduced motion; Play starts it', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    try {
      render(<ReviewsCarousel reviews={reviews} />);
      advance(REVIEW_INTERVAL_MS * 2);
      expect(shownClient()).toBe('Alice A.');
      fireEvent.click(screen.getByRole('button', { name: 'Play reviews' }));
      advance(REVIEW_INTERVAL_MS);
      expect(shownClient()).toBe('Bob B.');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves with the previous and next buttons, wrapping both ways', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(shownClient()).toBe('Dan D.');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownClient()).toBe('Alice A.');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownClient()).toBe('Bob B.');
  });

  it('jumps to a review with its dot and marks the current dot', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    const dot = screen.getByRole('button', { name: 'Show review 3 of 4' });
    fireEvent.click(dot);
    expect(shownClient()).toBe('Carol C.');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show review 1 of 4' })).not.toHaveAttribute('aria-current');
    // A chosen slide gets its full 5 seconds before the next one.
    advance(REVIEW_INTERVAL_MS - 1);
    expect(shownClient()).toBe('Carol C.');
    advance(1);
    expect(shownClient()).toBe('Dan D.');
  });

  it('slides with a 500 ms transition', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    const track = carousel().querySelector<HTMLElement>('.reviews-carousel__track')!;
    expect(track.style.transitionDuration).toBe('500ms');
    fireEvent.click(screen.getByRole('button', { name: 'Show review 3 of 4' }));
    expect(track.style.transform).toBe('translateX(-200%)');
  });

  it('pauses while the pointer is over it', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    fireEvent.pointerEnter(carousel(), { pointerType: 'mouse' });
    advance(REVIEW_INTERVAL_MS);
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Alice A.');
    fireEvent.pointerLeave(carousel(), { pointerType: 'mouse' });
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Bob B.');
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    render(
      <>
        <ReviewsCarousel reviews={reviews} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next review' }).focus());
    advance(REVIEW_INTERVAL_MS);
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Alice A.');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Bob B.');
  });

  it('has a pause button that stops and restarts the rotation', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Pause reviews' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Play reviews' }));
    advance(REVIEW_INTERVAL_MS);
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Alice A.');
    fireEvent.click(screen.getByRole('button', { name: 'Play reviews' }));
    advance(REVIEW_INTERVAL_MS);
    expect(shownClient()).toBe('Bob B.');
  });

  it('shows the star rating with halves and the four sub-ratings at 5', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    const slide = screen.getByRole('group', { name: '2 of 4' });
    expect(within(slide).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    for (const label of ['Local knowledge', 'Process expertise', 'Responsiveness', 'Negotiation skills'])
      expect(within(slide).getByRole('img', { name: `${label}: rated 5 out of 5` })).toBeInTheDocument();
  });

  it('server-rendered for a visitor who asked for reduced motion: CSS can show Play, and hydrating takes over without a mismatch', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    const container = document.createElement('div');
    try {
      container.innerHTML = renderToString(<ReviewsCarousel reviews={reviews} />);
      document.body.append(container);
      // The server cannot know the setting: its button carries both states, marked as not yet read,
      // so that the stylesheet's prefers-reduced-motion rule shows Play (reviews-carousel.css).
      const toggle = within(container).getByRole('button', { name: 'Pause reviews' });
      expect(toggle).toHaveAttribute('data-motion', 'unread');
      expect(toggle.querySelector('.reviews-carousel__play')).toHaveTextContent('Play');

      const errors: unknown[] = [];
      let root: ReturnType<typeof hydrateRoot> | undefined;
      void act(() => {
        root = hydrateRoot(container, <ReviewsCarousel reviews={reviews} />, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      // The script has taken over: one state, the one it chose.
      const hydrated = within(container).getByRole('button', { name: 'Play reviews' });
      expect(hydrated).not.toHaveAttribute('data-motion');
      expect(within(container).queryByRole('button', { name: /Pause/ })).toBeNull();
      advance(REVIEW_INTERVAL_MS * 2);
      expect(within(container).getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
      void act(() => root?.unmount());
    } finally {
      container.remove();
      vi.unstubAllGlobals();
    }
  });

  describe('a long review', () => {
    it('is clamped with "Read the full review", which opens it in place and holds the rotation until closed', () => {
      expect(longQuote.length).toBeGreaterThan(LONG_QUOTE_CHARS);
      render(<ReviewsCarousel reviews={withLong} />);
      // A review of the usual length has no button: it is shown whole.
      expect(within(slideNamed('1 of 3')).queryByRole('button')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
      const slide = slideNamed('2 of 3');
      const more = within(slide).getByRole('button', { name: 'Read the full review' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      // It names the quote it opens, and that quote holds the whole text (the clamp is only drawn).
      const quote = document.getElementById(more.getAttribute('aria-controls')!)!;
      expect(quote).toHaveTextContent(longQuote);
      expect(slide.querySelector('.review-card')).not.toHaveAttribute('data-expanded');

      fireEvent.click(more);
      expect(more).toHaveAccessibleName('Show less');
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(slide.querySelector('.review-card')).toHaveAttribute('data-expanded');
      // Nobody is moved on while reading it.
      advance(REVIEW_INTERVAL_MS * 3);
      expect(shownClient()).toBe('Lena L.');

      fireEvent.click(more);
      expect(more).toHaveAccessibleName('Read the full review');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      advance(REVIEW_INTERVAL_MS);
      expect(shownClient()).toBe('Carol C.');
    });

    it('closes again when the visitor moves to another review', () => {
      render(<ReviewsCarousel reviews={withLong} />);
      fireEvent.click(screen.getByRole('button', { name: 'Show review 2 of 3' }));
      fireEvent.click(within(slideNamed('2 of 3')).getByRole('button', { name: 'Read the full review' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
      fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
      const more = within(slideNamed('2 of 3')).getByRole('button', { name: 'Read the full review' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(slideNamed('2 of 3').querySelector('.review-card')).not.toHaveAttribute('data-expanded');
    });

    it('gets the button where the browser finds the quote cut short, whatever its length, and only there', () => {
      // A narrow screen: 400 characters overflow the clamp; the 3,000 do too; 20 do not.
      const middle = { ...testimonial('mid', 'Milo M.'), quote: 'We sold in a week. '.repeat(21).trim() };
      const laidOut = (el: HTMLElement) => el.tagName === 'P' && el.closest('.review-card__quote');
      const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return laidOut(this) ? 230 : 0;
      });
      const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return laidOut(this) ? Math.max(230, (this.textContent.length / 30) * 29) : 0;
      });
      try {
        render(<ReviewsCarousel reviews={[reviews[0]!, middle, withLong[1]!]} />);
        expect(middle.quote.length).toBeLessThan(LONG_QUOTE_CHARS);
        const more = (name: string) => within(slideNamed(name)).queryByRole('button', { name: 'Read the full review', hidden: true });
        expect(more('1 of 3')).toBeNull();
        expect(more('2 of 3')).not.toBeNull();
        expect(more('3 of 3')).not.toBeNull();
      } finally {
        client.mockRestore();
        scroll.mockRestore();
      }
    });

    it('server-rendered: offered from the first paint, and hydrating takes over without a mismatch', () => {
      const container = document.createElement('div');
      try {
        container.innerHTML = renderToString(<ReviewsCarousel reviews={withLong} />);
        document.body.append(container);
        const served = container.querySelectorAll('.review-card__more');
        expect(served).toHaveLength(1);
        expect(served[0]).toHaveTextContent('Read the full review');
        expect(served[0]).toHaveAttribute('aria-expanded', 'false');
        expect(container.querySelector(`#${CSS.escape(served[0]!.getAttribute('aria-controls')!)}`)).toHaveTextContent(longQuote);

        const errors: unknown[] = [];
        let root: ReturnType<typeof hydrateRoot> | undefined;
        void act(() => {
          root = hydrateRoot(container, <ReviewsCarousel reviews={withLong} />, { onRecoverableError: (error) => errors.push(error) });
        });
        expect(errors).toEqual([]);
        fireEvent.click(within(container).getByRole('button', { name: 'Show review 2 of 3' }));
        const more = within(container).getByRole('button', { name: 'Read the full review' });
        expect(more).toBe(served[0]);
        fireEvent.click(more);
        expect(more).toHaveAttribute('aria-expanded', 'true');
        void act(() => root?.unmount());
      } finally {
        container.remove();
      }
    });
  });
});
