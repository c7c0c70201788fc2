import { Heading } from '@radix-ui/themes';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../paths';
import '../public/pages/parts/pages.css';
import '../public/pages/not-found.css';

/**
 * An unknown /admin/... address: a plain 404 (the server answers HTTP 404 too), without the
 * public header and footer, since this is the panel's side of the site, not a visitor page.
 */
export function AdminNotFoundPage() {
  return (
    <main id="main" className="pg nf">
      <PageMeta title="Page Not Found" description="This admin page does not exist." />
      <div className="pg-container nf-inner">
        <p className="nf-code" aria-hidden="true">
          404
        </p>
        <Heading as="h1" className="nf-title">
          Page Not Found
        </Heading>
        <p className="nf-text">There is no admin page at this address.</p>
        <nav className="nf-links" aria-label="Where to go">
          <ul>
            <li>
              <Link to={paths.admin}>Go to the admin panel</Link>
            </li>
            <li>
              <Link to={paths.home}>Back to the website</Link>
            </li>
          </ul>
        </nav>
      </div>
    </main>
  );
}
