// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll';

const scrollIntoView = vi.fn();
const scrollTo = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollIntoView.mockClear();
  scrollTo.mockClear();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

// The hash-scroll code loads on first use: let that import settle before the clock moves.
const arriveAt = async (url: string, queryClient?: QueryClient) => {
  const manager = (
    <MemoryRouter initialEntries={[url]}>
      <ScrollManager />
    </MemoryRouter>
  );
  render(queryClient ? <QueryClientProvider client={queryClient}>{manager}</QueryClientProvider> : manager);
  await act(() => vi.dynamicImportSettled());
};

/** The reviews section, below other content; the test moves it by setting `top`. */
function reviewsSection() {
  document.body.innerHTML = '<div id="above"></div><section id="reviews"></section>';
  const section = { top: 800 };
  document.getElementById('reviews')!.getBoundingClientRect = () => ({ top: section.top }) as DOMRect;
  return section;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ScrollManager', () => {
  it('leaves the first page where the visitor has scrolled it (before its script arrived), and goes to the top of the next', async () => {
    let go: (to: string) => void = () => {};
    function Navigator() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/buyer-services']}>
        <ScrollManager />
        <Navigator />
      </MemoryRouter>,
    );
    await act(() => vi.dynamicImportSettled());
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => go('/seller-services'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('puts the keyboard focus on the section it scrolled to, so the next Tab goes on inside it', async () => {
    document.body.innerHTML = '<section id="contact"><a href="tel:+14105550187">Call</a></section>';
    await arriveAt('/#contact');
    advance(300);
    const section = document.getElementById('contact')!;
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus where the visitor has put it meanwhile', async () => {
    document.body.innerHTML = '<input aria-label="Search"><section id="contact"></section>';
    await arriveAt('/#contact');
    document.querySelector('input')!.focus();
    advance(300);
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('scrolls to a section after 300 ms', async () => {
    document.body.innerHTML = '<section id="reviews"></section>';
    await arriveAt('/#reviews');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('reviews'));
  });

  it('waits for a section whose page is still loading, then scrolls to it', async () => {
    await arriveAt('/#reviews');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<section id="reviews"></section>');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('falls back to the top when the section never appears', async () => {
    await arriveAt('/#nowhere');
    act(() => {
      vi.advanceTimersByTime(4400);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('keeps the section in place while content above it grows, until the visitor scrolls', async () => {
    const section = reviewsSection();
    await arriveAt('/#reviews');
    advance(300);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    section.top = 1400; // the listings above arrived
    advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
    window.dispatchEvent(new Event('wheel'));
    section.top = 2000;
    advance(1000);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it("keeps holding the section while the page's data is still loading, then lets go", async () => {
    const section = reviewsSection();
    const queryClient = new QueryClient();
    let arrive: (value: string[]) => void = () => {};
    // The listings above the section, on a slow network: not there after 2.5 s.
    void queryClient.fetchQuery({ queryKey: ['listings'], queryFn: () => new Promise<string[]>((resolve) => (arrive = resolve)) });
    await arriveAt('/#reviews', queryClient);
    advance(300 + 4000);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    section.top = 1400; // the listings arrive and push the section down
    await act(async () => {
      arrive(['a listing']);
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    // Drawn a second later on a busy phone (the reviews' photos, say): still held.
    advance(1000);
    section.top = 1700;
    advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    // Quiet for 1.5 s: the hold ends, and later movement is left alone.
    advance(1600);
    section.top = 2000;
    advance(1000);
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it('holds the section for 20 s while data is loading, then lets go even if it never arrives', async () => {
    const section = reviewsSection();
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<never>(() => {}) });
    await arriveAt('/#reviews', queryClient);
    // Still held after 15 s: content arriving late on a slow connection is kept from pushing it.
    advance(300 + 15_000);
    const held = scrollIntoView.mock.calls.length;
    section.top = 1400;
    advance(200);
    expect(scrollIntoView.mock.calls.length).toBeGreaterThan(held);
    advance(5_200);
    const calls = scrollIntoView.mock.calls.length;
    section.top = 1600;
    advance(1000);
    expect(scrollIntoView).toHaveBeenCalledTimes(calls);
  });
});
