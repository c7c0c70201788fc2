import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import './pages.css';

type HeroImage = 'buyer' | 'seller' | 'investment' | 'relocation' | 'foreclosures' | 'valuation';

/** Sources for a hero banner: 1600x900 and an 800x450 variant for phones. */
function heroImageSources(image: HeroImage) {
  const base = `/images/hero/${image}`;
  return {
    src: `${base}.webp`,
    srcSet: `${base}-800.webp 800w, ${base}.webp 1600w`,
  };
}

/**
 * The banner at the top of a page: photo (optional) under a dark navy overlay, with the page's
 * h1. The navy gradient behind the photo makes the banner complete when the photo cannot load;
 * the photo is decorative (empty alt), so a failed load shows no broken-image icon.
 */
export function PageHero({
  image,
  eyebrow,
  title,
  subtitle,
  meta,
  compact = false,
  children,
}: {
  image?: HeroImage;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  meta?: ReactNode;
  compact?: boolean;
  children?: ReactNode;
}) {
  const sources = image ? heroImageSources(image) : null;
  return (
    <div className={`pg-hero pg-dark${compact ? ' pg-hero--compact' : ''}`}>
      {sources && (
        <img
          className="pg-hero__image"
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="100vw"
          width={1600}
          height={900}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className="pg-hero__overlay" aria-hidden="true" />
      <div className="pg-container">
        <div className="pg-hero__content">
          {eyebrow && <p className="pg-hero__eyebrow">{eyebrow}</p>}
          <Heading as="h1">{title}</Heading>
          {subtitle && <p className="pg-hero__subtitle">{subtitle}</p>}
          {meta && <p className="pg-hero__meta">{meta}</p>}
          {children && <div className="pg-hero__actions">{children}</div>}
        </div>
      </div>
    </div>
  );
}
