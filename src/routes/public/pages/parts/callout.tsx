import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import './pages.css';

/** A highlighted note: gold for encouragement, navy ("info") for notices and disclaimers. */
export function PageCallout({
  title,
  icon = 'info',
  tone = 'gold',
  headingLevel = 'h3',
  role,
  className,
  children,
}: {
  title: string;
  icon?: IconName;
  tone?: 'gold' | 'info';
  headingLevel?: 'h2' | 'h3';
  role?: 'note';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['pg-callout', tone === 'info' && 'pg-callout--info', className].filter(Boolean).join(' ')} role={role}>
      <span className="pg-callout__icon">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <Heading as={headingLevel}>{title}</Heading>
        {children}
      </div>
    </div>
  );
}
