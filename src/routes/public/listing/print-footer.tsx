import { useSiteContent } from '../../../lib/site-content';

/** Shown only on paper (see listing-extras.css): who to call about the home, and the licence lines. */
export function ListingPrintFooter() {
  const { t } = useSiteContent();
  const licences = [t('license_1'), t('license_2')].filter((l) => l.trim());
  return (
    <footer className="listing-print-footer" aria-hidden="true">
      <p className="listing-print-footer__agent">
        {t('agent_name')}, {t('agent_title')}, {t('brokerage_name')} · {t('contact_phone')}
      </p>
      {licences.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </footer>
  );
}
