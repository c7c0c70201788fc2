import { Button, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { CallButton } from '../../../components/contact-buttons';
import { MailIcon } from '../../../components/icons';
import { useSiteContent } from '../../../lib/site-content';
import { paths } from '../../../paths';

/** Where "Ask about similar homes" goes: the contact form, prefilled with this home as the reference. */
function similarHomesHref(property: { id: string; address: string }): string {
  return `${paths.contact}?about=${encodeURIComponent(`homes similar to ${property.address}`)}&listing=${encodeURIComponent(property.id)}`;
}

/**
 * A sold listing's call to action: it says the home has sold and offers to find a similar one,
 * never a showing of a home that is no longer for sale.
 */
export function SoldListingCta({ property }: { property: { id: string; address: string } }) {
  const { t } = useSiteContent();
  const agent = t('agent_name');
  return (
    <div className="listing-contact on-dark">
      <Heading as="h2" id="listing-contact-title" className="listing-contact__title">
        Sold
      </Heading>
      <Text as="p" size="2" className="listing-contact__text">
        This home has sold. Looking for something like it? {agent}, {t('agent_title')} with {t('brokerage_name')}, can tell you about similar
        homes, including ones not yet on the market.
      </Text>
      <Button asChild size="3" className="site-button tone-gold">
        <Link to={similarHomesHref(property)} aria-label={`Ask about homes similar to ${property.address}`}>
          <MailIcon size={18} />
          Ask about similar homes
        </Link>
      </Button>
      <CallButton variant="outline" tone="light" aria-label={`Call about homes similar to ${property.address}`}>
        Call about similar homes
      </CallButton>
    </div>
  );
}
