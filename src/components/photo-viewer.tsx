// Full-screen photo viewer (loaded on demand by the listing gallery): previous/next buttons,
// arrow keys, swipe on touch screens, Escape, the close button or the browser's Back to leave.
// While open, focus stays inside (Tab cycles through its buttons) and the page behind neither
// scrolls nor is reachable; the gallery puts focus back on the photo that opened it.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { ResponsivePhoto, type PhotoLike } from './responsive-photo';
import './photo-viewer.css';

type Props = { photos: readonly (PhotoLike & { alt: string })[]; title: string; start: number; onClose: () => void };

/** A horizontal move at least this long (CSS px) is a swipe. */
const SWIPE_PX = 50;

/**
 * Marks the history entry the open viewer adds. On a phone the viewer looks like a page of its
 * own and the system back gesture is how people leave it: Back must close the viewer, not the
 * listing (and whatever was typed in its showing form). The entry keeps the address and React
 * Router's own state (its key and index), so to the router going back to the listing's entry is
 * no change of page. Each opening has its own mark: after a reload the entry still carries the
 * mark of a viewer that is gone.
 */
const VIEWER_ENTRY = 'photoViewer';
const viewerEntry = (state: unknown): unknown => (state && typeof state === 'object' ? (state as Record<string, unknown>)[VIEWER_ENTRY] : undefined);
let openings = 0;

export default function PhotoViewer({ photos, title, start, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const mounted = useRef(0);
  const entry = useRef('');

  useEffect(() => {
    mounted.current += 1;
    const state: unknown = window.history.state;
    if (!entry.current || viewerEntry(state) !== entry.current) {
      entry.current = `${Date.now().toString(36)}-${++openings}`;
      window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [VIEWER_ENTRY]: entry.current }, '');
    }
    // Back (or a jump further back in the history) has left the viewer's entry.
    const onPopState = () => {
      if (viewerEntry(window.history.state) !== entry.current) onClose();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      mounted.current -= 1;
      window.removeEventListener('popstate', onPopState);
      // Closed some other way (Escape, the close button): take the entry away again, so that the
      // next Back leaves the listing as it would have without the viewer. Not when a navigation
      // put a page on top of it (the entry is no longer the current one), and not when the
      // effect only runs again (React's development-only remount, a new onClose).
      queueMicrotask(() => {
        if (mounted.current === 0 && viewerEntry(window.history.state) === entry.current) window.history.back();
      });
    };
  }, [onClose]);

  useEffect(() => {
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // The rest of the page is inert while the viewer is open (screen readers and Tab stay here).
    const root = dialog.current?.parentElement;
    const siblings = Array.from(document.body.children).filter((el) => el !== root && !el.hasAttribute('inert'));
    for (const el of siblings) el.setAttribute('inert', '');
    return () => {
      document.body.style.overflow = overflow;
      for (const el of siblings) el.removeAttribute('inert');
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      // Focus trap: wrap around the viewer's own buttons.
      const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []);
      const first = focusable.at(0);
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };

  if (!photo) return null;
  return createPortal(
    <div className="photo-viewer-root">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles its own keys (Escape, arrows, the Tab trap) and swipes */}
      <div
        ref={dialog}
        className="photo-viewer"
        role="dialog"
        aria-modal="true"
        aria-label={`Photos of ${title}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <div className="photo-viewer__bar">
          <p className="photo-viewer__counter" aria-live="polite" aria-atomic="true">
            {index + 1} of {count}
          </p>
          <button ref={closeButton} type="button" className="photo-viewer__close" onClick={onClose} aria-label="Close photos">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <figure className="photo-viewer__figure">
          <div className="photo-viewer__frame">
            <ResponsivePhoto key={photo.url + index} photo={photo} alt={photo.alt} sizes="100vw" decoding="async" draggable={false} />
          </div>
          <figcaption className="photo-viewer__caption">{photo.alt}</figcaption>
        </figure>
        {count > 1 ? (
          <>
            <button type="button" className="photo-viewer__nav photo-viewer__nav--prev" onClick={() => go(-1)} aria-label="Previous photo">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button type="button" className="photo-viewer__nav photo-viewer__nav--next" onClick={() => go(1)} aria-label="Next photo">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
