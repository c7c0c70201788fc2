import { Heading, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { AwardIcon, CameraIcon, ChartIcon, HandshakeIcon } from '../../../components/icons';
import { useSiteContent } from '../../../lib/site-content';
import './features.css';

const features: Array<{ title: string; text: string; Icon: ComponentType<{ size?: number }> }> = [
  {
    title: 'Negotiation Expertise',
    text: 'Price is only one lever. I negotiate credits, repairs, appraisal gaps and closing dates so the final contract protects your money and your timeline.',
    Icon: HandshakeIcon,
  },
  {
    title: 'Market Knowledge',
    text: 'Street-level insight from Howard and Baltimore counties to the District and Northern Virginia, grounded in fresh comparable sales rather than online estimates.',
    Icon: ChartIcon,
  },
  {
    title: 'Marketing & Technology',
    text: 'Professional photography, video walk-throughs, targeted social campaigns and full MLS syndication that put your home in front of serious, qualified buyers.',
    Icon: CameraIcon,
  },
  {
    title: 'Professionalism',
    text: 'Prompt replies, punctual showings and a closing managed down to the last signature, with a clear update every time something changes.',
    Icon: AwardIcon,
  },
];

/** Four cards that overlap the bottom of the hero. */
export function Features() {
  const { t } = useSiteContent();
  return (
    <section className="features" aria-labelledby="features-title">
      <div className="site-container">
        <Heading as="h2" id="features-title" className="sr-only">
          Why clients choose {t('agent_name')}
        </Heading>
        <ul className="features__grid">
          {features.map(({ title, text, Icon }) => (
            <li key={title} className="features__card">
              <span className="features__icon" aria-hidden="true">
                <Icon size={26} />
              </span>
              <Heading as="h3" size="4" className="features__title">
                {title}
              </Heading>
              <Text as="p" size="2" className="features__text">
                {text}
              </Text>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
