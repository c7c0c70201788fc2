// Advertising rules in Maryland, DC and Virginia require the brokerage's name on every listing
// advertisement: each listing card and listing page names it with its office phone (site content).
import { telHref } from '../../domain/phone';
import { useSiteContent } from '../lib/site-content';
import './brokerage-line.css';

export function BrokerageLine({ link = false, className }: { link?: boolean; className?: string }) {
  const { t } = useSiteContent();
  const phone = t('brokerage_phone').trim();
  return (
    <p className={`brokerage-line${className ? ` ${className}` : ''}`}>
      <span className="brokerage-line__name">{t('brokerage_name')}</span>
      {/* The number never breaks inside and stays with "Office" (the line may wrap before them).
          On a card the whole card is a link; a second link inside it would be nested. */}
      {phone ? (
        <>
          {' · Office\u00a0'}
          {link ? (
            <a href={telHref(phone)} className="brokerage-line__phone">
              {phone}
            </a>
          ) : (
            <span className="brokerage-line__phone">{phone}</span>
          )}
        </>
      ) : null}
    </p>
  );
}
