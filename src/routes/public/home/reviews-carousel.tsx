import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { subRatings, testimonialSourceLabels } from '../../../../domain/testimonial-options';
import { formatDate } from '../../../../domain/format';
import { safeHref } from '../../../../domain/safe-href';
import type { Testimonial } from '../../../../domain/testimonial';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/icons';
import { StarRating } from '../../../components/star-rating';
import './reviews-carousel.css';

/** The carousel advances every 5 s with a 500 ms slide. */
export const REVIEW_INTERVAL_MS = 5000;
const SLIDE_TRANSITION_MS = 500;
/**
 * A quote this long overflows the clamp (reviews-carousel.css: 6 to 12 lines by width) at
 * every width, so the server's markup already offers "Read the full review" for it. Shorter ones
 * are measured in the browser: whether they overflow depends on the width.
 */
export const LONG_QUOTE_CHARS = 900;

export type Review = Pick<Testimonial, 'id' | 'client' | 'location' | 'quote' | 'rating'> & Partial<Pick<Testimonial, 'date' | 'source' | 'sourceUrl'>>;

/**
 * Client reviews, one at a time. Rotation pauses while the pointer or keyboard focus is
 * inside (WCAG 2.2.2), with the pause button, and from the start for a visitor whose system asks
 * for reduced motion; the buttons and dots wrap at both ends.
 */
export function ReviewsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const count = reviews.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  // False in the server render and until the effect below has read the visitor's motion setting.
  const [motionRead, setMotionRead] = useState(false);
  // The review whose whole quote is shown; one card at most, and only while it is on screen.
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // Ids of the quotes the clamp cuts short, as measured in the browser; null until measured
  // (the server render and hydration use the length alone, so both give the same markup).
  const [overflowing, setOverflowing] = useState<ReadonlySet<string> | null>(null);
  const quoteEls = useRef(new Map<string, HTMLParagraphElement>());
  const collapsedButton = useRef<{ el: HTMLButtonElement; top: number } | null>(null);
  const idPrefix = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Focus that follows a pointer press is not keyboard focus: a mouse click on "Next"
  // must not stop the rotation once the pointer has left.
  const pointerPressed = useRef(false);
  const current = count > 0 ? index % count : 0;
  const expanded = expandedId !== null && expandedId === reviews[current]?.id;
  // A visitor reading a whole review is not moved on to the next one.
  const rotating = count > 1 && !paused && !hovered && !focused && !expanded;

  // A visitor who asked the system for reduced motion gets the reviews paused; Play starts them.
  // Read after hydration: the server cannot know the setting (until then CSS shows the button as
  // the script will set it, see the toggle below).
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPaused(true);
    setMotionRead(true);
  }, []);

  // A timeout per slide: any change of slide (automatic or chosen) restarts the 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      setExpandedId(null);
      setIndex((i) => (i + 1) % count);
    }, REVIEW_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, count, current]);

  // Which quotes the clamp cuts short depends on the width, so it is measured, and again whenever
  // a quote's box changes size (a resized window, a turned phone).
  useEffect(() => {
    const measure = () => {
      const next = new Set<string>();
      for (const review of reviews) {
        const el = quoteEls.current.get(review.id);
        if (!el) continue;
        // An expanded quote is not clamped now, but it was: it keeps its button ("Show less").
        if (el.closest('[data-expanded]')) next.add(review.id);
        // Not laid out (no layout engine, or not displayed): the length decides, as on the server.
        else if (el.clientHeight === 0) {
          if (review.quote.length > LONG_QUOTE_CHARS) next.add(review.id);
        } else if (el.scrollHeight > el.clientHeight + 1) next.add(review.id);
      }
      setOverflowing((prev) => (prev && prev.size === next.size && [...next].every((id) => prev.has(id)) ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const el of quoteEls.current.values()) observer.observe(el);
    return () => observer.disconnect();
  }, [reviews]);

  // "Show less" at the end of a long quote would leave the visitor screens below the card, now
  // short again: the page scrolls with it, before it is drawn, so the button stays where it was
  // under their finger or pointer (and keyboard focus stays on it).
  useLayoutEffect(() => {
    const collapsed = collapsedButton.current;
    if (expandedId !== null || !collapsed) return;
    collapsedButton.current = null;
    const moved = collapsed.el.getBoundingClientRect().top - collapsed.top;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [expandedId]);

  // Another slide starts with its quote clamped again: the cards share one height, so an expanded
  // one would stretch every other.
  const go = (next: number) => {
    setExpandedId(null);
    setIndex(((next % count) + count) % count);
  };

  const toggleQuote = (id: string) => (event: MouseEvent<HTMLButtonElement>) => {
    if (expandedId === id) {
      collapsedButton.current = { el: event.currentTarget, top: event.currentTarget.getBoundingClientRect().top };
      setExpandedId(null);
    } else setExpandedId(id);
  };

  const onFocus = () => {
    if (!pointerPressed.current) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget)) setFocused(false);
  };

  if (count === 0) return null;

  return (
    <div
      ref={rootRef}
      className="reviews-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Client reviews"
      onPointerEnter={(e) => e.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={() => {
        pointerPressed.current = true;
      }}
      onPointerUp={() => {
        setTimeout(() => {
          pointerPressed.current = false;
        }, 0);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="reviews-carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div className="reviews-carousel__track" style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${SLIDE_TRANSITION_MS}ms` }}>
          {reviews.map((review, i) => {
            const active = i === current;
            // Stars are drawn on the shown slide and its two neighbours (the next to slide in).
            // The others, off screen and hidden from assistive technology, leave them out: the
            // same text at the same height (a star is no taller than its line), less markup.
            const starred = active || i === (current + 1) % count || i === (current + count - 1) % count;
            const open = active && expanded;
            const clamped = overflowing ? overflowing.has(review.id) : review.quote.length > LONG_QUOTE_CHARS;
            const quoteId = `${idPrefix}-quote-${i}`;
            return (
              <div
                key={review.id}
                className="reviews-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-active={active || undefined}
              >
                <figure className="review-card" data-expanded={open || undefined}>
                  <div className="review-card__top">
                    {starred ? <StarRating value={review.rating} size={20} /> : null}
                    <span className="review-card__score">{review.rating.toFixed(1)}</span>
                  </div>
                  <blockquote className="review-card__quote">
                    <p
                      id={clamped || open ? quoteId : undefined}
                      ref={(el) => {
                        if (el) quoteEls.current.set(review.id, el);
                        else quoteEls.current.delete(review.id);
                      }}
                    >
                      {review.quote}
                    </p>
                  </blockquote>
                  {/* Screen readers get the whole quote either way (the clamp is only drawn);
                      without JavaScript the stylesheet shows it whole and leaves this out. */}
                  {clamped || open ? (
                    <button type="button" className="review-card__more" aria-expanded={open} aria-controls={quoteId} onClick={toggleQuote(review.id)}>
                      {open ? 'Show less' : 'Read the full review'}
                      <ChevronRightIcon size={16} />
                    </button>
                  ) : null}
                  <figcaption className="review-card__author">
                    <span className="review-card__avatar" aria-hidden="true">
                      {review.client.trim().charAt(0).toUpperCase()}
                    </span>
                    <span>
                      <span className="review-card__client">{review.client}</span>
                      {review.location ? <span className="review-card__location">{review.location}</span> : null}
                      <ReviewOrigin review={review} />
                    </span>
                  </figcaption>
                  <ul className="review-card__subratings" aria-label="Ratings by category">
                    {subRatings.map((label) => (
                      <li key={label}>
                        {label}
                        {starred ? <StarRating value={5} size={14} label={`${label}: rated 5 out of 5`} /> : null}
                      </li>
                    ))}
                  </ul>
                </figure>
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 ? (
        <div className="reviews-carousel__controls">
          {/* Both labels are in the markup and one is hidden: "Pause reviews" or "Play reviews".
              The server render (the same markup until the motion setting is read) hides Play; for a
              visitor who asked for reduced motion, whose reviews the script will pause, CSS shows
              Play instead, so the button never claims that they are playing (reviews-carousel.css). */}
          <button
            type="button"
            className="reviews-carousel__toggle"
            data-motion={motionRead ? undefined : 'unread'}
            onClick={() => setPaused((p) => !p)}
          >
            <span className="reviews-carousel__pause" hidden={motionRead && paused}>
              <PauseIcon size={16} />
              Pause
            </span>
            <span className="reviews-carousel__play" hidden={!motionRead || !paused}>
              <PlayIcon size={16} />
              Play
            </span>{' '}
            <span className="sr-only">reviews</span>
          </button>
          <button type="button" className="reviews-carousel__arrow" aria-label="Previous review" onClick={() => go(current - 1)}>
            <ChevronLeftIcon size={22} />
          </button>
          <div className="reviews-carousel__dots" role="group" aria-label="Choose a review">
            {reviews.map((review, i) => (
              <button
                key={review.id}
                type="button"
                className="reviews-carousel__dot"
                aria-label={`Show review ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="reviews-carousel__arrow" aria-label="Next review" onClick={() => go(current + 1)}>
            <ChevronRightIcon size={22} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** "Zillow, March 4, 2024", linked to the review where it was published. */
function ReviewOrigin({ review }: { review: Review }) {
  const source = review.source ? testimonialSourceLabels[review.source] : null;
  const date = review.date ? formatDate(review.date) : null;
  if (!source && !date) return null;
  const href = safeHref(review.sourceUrl, ['https', 'web']);
  const text = [source, date].filter(Boolean).join(', ');
  return (
    <span className="review-card__origin">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {text}
          <span className="sr-only"> (review on {source ?? 'its original site'}, opens in a new tab)</span>
        </a>
      ) : (
        text
      )}
    </span>
  );
}
