import { Outlet } from 'react-router';
import '../../components/brand.css';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

/** Wraps every public page except /thanks (SPEC section 1). */
export function PublicLayout() {
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
