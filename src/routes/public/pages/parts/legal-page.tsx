import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../../components/page-meta';
import { PageHero } from './page-hero';
import './legal.css';
import './pages.css';

/** The date every legal page shows. */
const LEGAL_LAST_UPDATED = 'April 25, 2023';

export type LegalSection = { id: string; title: string; content: ReactNode };

/** A static legal document: compact hero, table of contents and numbered sections. */
export function LegalPage({
  title,
  metaTitle,
  metaDescription,
  intro,
  sections,
  footer,
}: {
  title: string;
  metaTitle?: string;
  metaDescription: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  footer?: ReactNode;
}) {
  return (
    <div className="pg">
      <PageMeta title={metaTitle ?? title} description={metaDescription} />
      <PageHero compact eyebrow="Legal" title={title} meta={`Last updated: ${LEGAL_LAST_UPDATED}`} />
      <div className="pg-section lg-body">
        <div className="pg-container lg-layout">
          <nav className="lg-toc" aria-label="On this page">
            <p className="lg-toc__title">On this page</p>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="lg-article">
            <div className="lg-intro">{intro}</div>
            {sections.map((s, i) => (
              <section key={s.id} aria-labelledby={s.id} className="lg-section">
                <Heading as="h2" id={s.id}>
                  <span className="lg-number" aria-hidden="true">
                    {i + 1}.
                  </span>{' '}
                  {s.title}
                </Heading>
                {s.content}
              </section>
            ))}
            {footer}
          </article>
        </div>
      </div>
    </div>
  );
}

/** The agent's contact block at the end of a legal page, from site content. */
export function LegalContactBlock({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <address className="lg-address">
      {/* A cleared optional line (the office address) leaves no empty line behind. */}
      {lines
        .filter((line) => line !== '' && line != null)
        .map((line, i) => (
          <span key={i}>{line}</span>
        ))}
    </address>
  );
}
