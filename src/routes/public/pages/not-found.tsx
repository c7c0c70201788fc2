import { Heading } from '@radix-ui/themes';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../paths';
import { LinkButton } from './parts/actions';
import { Icon, type IconName } from './parts/icons';
import './parts/pages.css';
import './not-found.css';

const helpfulLinks: { to: string; label: string; icon: IconName }[] = [
  { to: paths.buyerServices, label: 'Buyer Services', icon: 'search' },
  { to: paths.sellerServices, label: 'Seller Services', icon: 'tag' },
  { to: paths.homeValuation, label: 'Free Home Valuation', icon: 'home' },
  { to: paths.contact, label: 'Contact', icon: 'mail' },
];

/** Unknown routes and unknown listings (docs/product.md, "Pages and routes"; the server answers 404). */
export function NotFoundPage() {
  return (
    <div className="pg nf">
      <PageMeta title="Page Not Found" description="The page you were looking for could not be found." />
      <div className="pg-container nf-inner">
        <p className="nf-code" aria-hidden="true">
          404
        </p>
        <Heading as="h1" className="nf-title">
          Page Not Found
        </Heading>
        <p className="nf-text">
          Sorry, the page you are looking for doesn’t exist or may have moved. Let’s get you back on track.
        </p>
        {import.meta.env.DEV && (
          <p className="nf-dev" role="note">
            Did you forget to add the page to the router? Register it in src/router.tsx and its path in domain/routes.ts.
          </p>
        )}
        <div className="pg-actions pg-actions--center">
          <LinkButton to={paths.home} tone="navy" icon="arrowRight">
            Return to Homepage
          </LinkButton>
        </div>
        <nav className="nf-links" aria-label="Popular pages">
          <ul>
            {helpfulLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>
                  <Icon name={l.icon} size={18} />
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
