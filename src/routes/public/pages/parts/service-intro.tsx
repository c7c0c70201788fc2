import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { CheckList, type CheckItem } from './check-list';
import { SectionHeading } from './page-section';
import './pages.css';

/** Intro of a service page: heading and paragraphs beside a navy highlight panel. */
export function ServiceIntro({
  eyebrow,
  title,
  paragraphs,
  panelTitle,
  panelItems,
  panelFooter,
}: {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  panelTitle: string;
  panelItems: readonly CheckItem[];
  panelFooter?: ReactNode;
}) {
  return (
    <div className="pg-intro">
      <div>
        <SectionHeading eyebrow={eyebrow} title={title} align="start" />
        <div className="pg-prose">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
      <div className="pg-panel pg-dark">
        <Heading as="h3">{panelTitle}</Heading>
        <CheckList items={panelItems} />
        {panelFooter}
      </div>
    </div>
  );
}
