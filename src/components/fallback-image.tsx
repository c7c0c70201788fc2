// An <img> that tries a list of sources in order and renders a fallback when all fail.
import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export type ImageSource = { src: string; srcSet?: string; sizes?: string };

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'onError'> & {
  /** Tried in order; the next one is used when the current one fails to load. */
  sources: Array<string | ImageSource>;
  /** Shown when every source failed (nothing by default). */
  fallback?: ReactNode;
  alt: string;
};

export function FallbackImage({ sources, fallback = null, alt, ...img }: FallbackImageProps) {
  const list: ImageSource[] = sources.map((s) => (typeof s === 'string' ? { src: s } : s));
  const key = list.map((s) => s.src).join('|');
  const [state, setState] = useState({ key, index: 0 });
  const index = state.key === key ? state.index : 0;
  const ref = useRef<HTMLImageElement>(null);

  // Moves past source `from` once, however many times its failure is reported (React may
  // replay an error that happened before hydration, and the check below may see it too).
  const advanceFrom = useCallback(
    (from: number) => {
      setState((s) => {
        const current = s.key === key ? s.index : 0;
        return current === from ? { key, index: from + 1 } : s;
      });
    },
    [key],
  );

  // A server-rendered image can fail before React hydrates and attaches onError:
  // a finished image without pixels is such a failure.
  useEffect(() => {
    const el = ref.current;
    if (el && el.complete && el.naturalWidth === 0 && el.getAttribute('src')) advanceFrom(0);
    // Only the first source can have failed before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = list[index];
  if (!current) return <>{fallback}</>;
  return (
    <img
      ref={ref}
      key={current.src}
      src={current.src}
      srcSet={current.srcSet}
      sizes={current.srcSet ? current.sizes : undefined}
      alt={alt}
      onError={() => advanceFrom(index)}
      {...img}
    />
  );
}
