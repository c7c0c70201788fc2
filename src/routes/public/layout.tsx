import { Outlet } from 'react-router';
import { useCampaignCapture } from '../../lib/campaign-capture';
import '../../components/brand.css';
import { Footer } from './footer-deferred';
import { Header } from './header';
import './layout.css';

/** Wraps every public page except /thanks (docs/product.md, "Pages and routes"). */
export function PublicLayout() {
  // Campaign parameters of the landing page are kept for the visit and sent with lead forms.
  useCampaignCapture();
  return (
    <div className="public-site">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="public-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
