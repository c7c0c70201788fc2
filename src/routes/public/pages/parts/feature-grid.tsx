import { Heading } from '@radix-ui/themes';
import { CheckList } from './check-list';
import { Icon, type IconName } from './icons';
import './pages.css';

export type Feature = {
  icon: IconName;
  title: string;
  text: string;
  bullets?: readonly string[];
  /** spans the whole row, text beside its bullets on wide screens */
  wide?: boolean;
};

/** A responsive grid of cards (icon, heading, text, optional bullets), as a list. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 'h3',
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <ul className={`pg-grid pg-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className={item.wide ? 'pg-grid__wide' : undefined}>
          <article className={`pg-card${item.wide ? ' pg-card--wide' : ''}`}>
            <div>
              <span className="pg-card__icon">
                <Icon name={item.icon} size={26} />
              </span>
              <Heading as={headingLevel}>{item.title}</Heading>
              <p>{item.text}</p>
            </div>
            {item.bullets && <CheckList items={item.bullets} />}
          </article>
        </li>
      ))}
    </ul>
  );
}
