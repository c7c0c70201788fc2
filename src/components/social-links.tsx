import type { ComponentType } from 'react';
import type { ContentKey } from '../../domain/site-content';
import { safeHref } from '../../domain/safe-href';
import { useSiteContent } from '../lib/site-content';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './icons';

const networks: Array<{ key: ContentKey; label: string; Icon: ComponentType<{ size?: number }> }> = [
  { key: 'social_facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'social_instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'social_linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
];

/**
 * The configured social profiles. One the admin blanked is hidden, and so is one whose stored
 * address is not a safe https link (kept for the admin to correct, never rendered).
 */
function useSocialLinks() {
  const { t } = useSiteContent();
  return networks.flatMap((n) => {
    const href = safeHref(t(n.key), ['https']);
    return href ? [{ ...n, href }] : [];
  });
}

/** Icon links to the agent's social profiles (opened in a new tab). */
export function SocialLinks({ className, size = 18, agentName }: { className?: string; size?: number; agentName?: string }) {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label="Social media">
      {links.map(({ key, label, href, Icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${agentName ? `${agentName} on ${label}` : label} (opens in a new tab)`}
          >
            <Icon size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
