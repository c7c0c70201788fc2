import type { ComponentType } from 'react';
import { useSiteContent } from '../lib/site-content';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './icons';

const networks: Array<{ key: string; label: string; Icon: ComponentType<{ size?: number }> }> = [
  { key: 'social_facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'social_instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'social_linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
];

/** The configured social profiles; one the admin blanked is hidden. */
export function useSocialLinks() {
  const { content, t } = useSiteContent();
  return networks
    .filter(({ key }) => {
      const stored = content?.[key];
      return !(typeof stored === 'string' && stored.trim() === '') && t(key).trim() !== '';
    })
    .map((n) => ({ ...n, href: t(n.key).trim() }));
}

/** Icon links to the agent's social profiles (opened in a new tab). */
export function SocialLinks({ className, size = 18, agentName }: { className?: string; size?: number; agentName?: string }) {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label="Social media">
      {links.map(({ key, label, href, Icon }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={agentName ? `${agentName} on ${label}` : label}>
            <Icon size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
