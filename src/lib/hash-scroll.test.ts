// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToHashTarget } from './hash-scroll';

const HEADER = 124;
/** The page as the browser lays it out: where the section is in the page, and how far the page is scrolled. */
const page = { sectionAt: 3000, scrollY: 0 };
/** How each scroll moved the page: 'smooth' is a glide the visitor watches, 'instant' a jump. */
let scrolls: string[] = [];
const onScreen = () => document.getElementById('reviews')!.getBoundingClientRect().top;

beforeEach(() => {
  vi.useFakeTimers();
  scrolls = [];
  Object.assign(page, { sectionAt: 3000, scrollY: 0 });
  // The site's stylesheet (src/theme.css) makes the page's scrolling smooth.
  document.head.innerHTML = '<style>html { scroll-behavior: smooth; }</style>';
  document.body.innerHTML = '<div id="above"></div><section id="reviews"></section>';
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.scrollY });
  document.getElementById('reviews')!.getBoundingClientRect = () => ({ top: page.sectionAt - page.scrollY }) as DOMRect;
  // As the browser does it: the section ends up below the sticky header, and a scroll that asks
  // for 'auto' takes the page's scroll-behavior.
  Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
    const asked = typeof arg === 'object' ? (arg.behavior ?? 'auto') : 'auto';
    scrolls.push(asked === 'auto' ? getComputedStyle(document.documentElement).scrollBehavior || 'auto' : asked);
    page.scrollY = page.sectionAt - HEADER;
  };
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('scrollToHashTarget', () => {
  it('glides to the section, then puts it back in one jump when content above pushes it away', () => {
    const cancel = scrollToHashTarget('reviews', Date.now(), () => false);
    vi.advanceTimersByTime(300);
    expect(scrolls).toEqual(['smooth']);
    page.sectionAt += 600; // the listings above arrived
    vi.advanceTimersByTime(100);
    // A glide back would leave the section off its place for most of a second, and more content
    // arriving meanwhile would start another.
    expect(scrolls).toEqual(['smooth', 'instant']);
    expect(onScreen()).toBe(HEADER);
    cancel();
  });

  it('puts the section back when the page scrolls under it without the visitor', () => {
    const cancel = scrollToHashTarget('reviews', Date.now(), () => false);
    vi.advanceTimersByTime(300 + 200);
    expect(onScreen()).toBe(HEADER);
    // The section's reviews replace their placeholder and the browser keeps what is below them
    // in place: the page scrolls on, and the section's heading goes off the top of the screen.
    page.scrollY += 370;
    vi.advanceTimersByTime(100);
    expect(onScreen()).toBe(HEADER);
    cancel();
  });

  it('leaves the page to the visitor once they scroll', () => {
    const cancel = scrollToHashTarget('reviews', Date.now(), () => false);
    vi.advanceTimersByTime(300 + 200);
    window.dispatchEvent(new Event('wheel'));
    page.scrollY += 370;
    vi.advanceTimersByTime(1000);
    expect(onScreen()).toBe(HEADER - 370);
    cancel();
  });
});
