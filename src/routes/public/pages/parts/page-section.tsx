import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import './pages.css';

/** A full-width band of the page with the content centred in the site container. */
export function PageSection({
  id,
  tone = 'plain',
  tight = false,
  narrow = false,
  labelledBy,
  children,
}: {
  id?: string;
  tone?: 'plain' | 'muted' | 'navy';
  tight?: boolean;
  narrow?: boolean;
  /** id of the section's heading: makes the band a named region. */
  labelledBy?: string;
  children: ReactNode;
}) {
  const className = ['pg-section', tone === 'muted' && 'pg-section--muted', tone === 'navy' && 'pg-section--navy pg-dark', tight && 'pg-section--tight']
    .filter(Boolean)
    .join(' ');
  return (
    <section id={id} className={className} aria-labelledby={labelledBy}>
      <div className={`pg-container${narrow ? ' pg-container--narrow' : ''}`}>{children}</div>
    </section>
  );
}

/** Eyebrow, h2, gold rule and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'center' | 'start';
}) {
  return (
    <div className={`pg-heading${align === 'start' ? ' pg-heading--start' : ''}`}>
      {eyebrow && <p className="pg-heading__eyebrow">{eyebrow}</p>}
      <Heading as="h2" id={id} className="pg-heading__title">
        {title}
      </Heading>
      <span className="pg-heading__rule" aria-hidden="true" />
      {lead && <p className="pg-heading__lead">{lead}</p>}
    </div>
  );
}
