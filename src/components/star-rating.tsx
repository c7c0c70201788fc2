import { useId } from 'react';
import './star-rating.css';

/** Rounds to the nearest half: 4.3 -> 4.5, 4.2 -> 4. */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

/** Shows a value out of 5 as stars with halves; screen readers hear "Rated 4.5 out of 5". */
export function StarRating({ value, size = 18, label }: { value: number; size?: number; label?: string }) {
  const rating = roundToHalf(value);
  const uid = `star${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const text = label ?? `Rated ${rating % 1 === 0 ? rating.toFixed(0) : rating.toFixed(1)} out of 5`;
  return (
    <span className="star-rating" role="img" aria-label={text} style={{ ['--star-size' as string]: `${size}px` }}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = rating >= i + 1 ? 'full' : rating >= i + 0.5 ? 'half' : 'empty';
        return (
          <svg key={i} className="star-rating__star" data-fill={fill} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
            <defs>
              <clipPath id={`${uid}-half-${i}`}>
                <rect x="0" y="0" width="12" height="24" />
              </clipPath>
            </defs>
            <path className="star-rating__empty" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            {fill !== 'empty' ? (
              <path
                className="star-rating__full"
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                clipPath={fill === 'half' ? `url(#${uid}-half-${i})` : undefined}
              />
            ) : null}
          </svg>
        );
      })}
    </span>
  );
}
