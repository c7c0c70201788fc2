import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from './paths';
import { ScrollManager } from './lib/scroll';
import { lazyRoute, type LazyRoute } from './lib/lazy-route';
import { PublicLayout } from './routes/public/layout';
import { HomePage } from './routes/public/home/home-page';
import { NotFoundPage } from './routes/public/pages/not-found';

// Every public page but home and 404 is its own chunk, so the home page loads only what it shows.
const ContactPage = lazyRoute(() => import('./routes/public/contact-page').then((m) => m.ContactPage));
const ListingPage = lazyRoute(() => import('./routes/public/listing-page').then((m) => m.ListingPage));
const BuyerServicesPage = lazyRoute(() => import('./routes/public/pages/buyer-services').then((m) => m.BuyerServicesPage));
const SellerServicesPage = lazyRoute(() => import('./routes/public/pages/seller-services').then((m) => m.SellerServicesPage));
const InvestmentPropertiesPage = lazyRoute(() =>
  import('./routes/public/pages/investment-properties').then((m) => m.InvestmentPropertiesPage),
);
const RelocationPage = lazyRoute(() => import('./routes/public/pages/relocation').then((m) => m.RelocationPage));
const ForeclosuresPage = lazyRoute(() => import('./routes/public/pages/foreclosures').then((m) => m.ForeclosuresPage));
const HomeValuationPage = lazyRoute(() => import('./routes/public/pages/home-valuation').then((m) => m.HomeValuationPage));
const PrivacyPolicyPage = lazyRoute(() => import('./routes/public/pages/privacy-policy').then((m) => m.PrivacyPolicyPage));
const TermsPage = lazyRoute(() => import('./routes/public/pages/terms').then((m) => m.TermsPage));
const AccessibilityPage = lazyRoute(() => import('./routes/public/pages/accessibility').then((m) => m.AccessibilityPage));
const ThanksPage = lazyRoute(() => import('./routes/public/pages/thanks').then((m) => m.ThanksPage));

const pageByPath: Record<string, LazyRoute> = {
  [paths.contact]: ContactPage,
  [paths.buyerServices]: BuyerServicesPage,
  [paths.sellerServices]: SellerServicesPage,
  [paths.investmentProperties]: InvestmentPropertiesPage,
  [paths.relocation]: RelocationPage,
  [paths.foreclosures]: ForeclosuresPage,
  [paths.homeValuation]: HomeValuationPage,
  [paths.privacyPolicy]: PrivacyPolicyPage,
  [paths.terms]: TermsPage,
  [paths.accessibility]: AccessibilityPage,
  [paths.thanks]: ThanksPage,
};

/** The browser loads the current page's chunk before hydrating (entry-client). */
export function preloadPage(pathname: string): Promise<void> {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (p.startsWith('/listings/')) return ListingPage.preload();
  return pageByPath[p]?.preload() ?? Promise.resolve();
}

/** The server loads every page once, so a render never suspends. */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([ListingPage, ...Object.values(pageByPath)].map((page) => page.preload()));
}

function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '60vh', padding: 24 }}>
      <span className="visually-hidden">Loading page...</span>
    </div>
  );
}

const page = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

// Visitors never download the admin panel: it is its own chunk.
// The admin panel uses Radix components and layout props that visitors never need: the rest of
// Radix's components.css and its utility classes. Requested before the page so that its
// stylesheet comes first in the cascade, as the public Radix rules do.
const adminStyles = () => import('./styles/admin-radix.css');
const AdminLoginPage = lazy(() => Promise.all([adminStyles(), import('./routes/admin/login-page')]).then(([, m]) => m));
const AdminDashboardPage = lazy(() => Promise.all([adminStyles(), import('./routes/admin/dashboard-page')]).then(([, m]) => m));

function AdminFallback() {
  return (
    <p role="status" style={{ padding: 24 }}>
      Loading admin panel...
    </p>
  );
}

export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.contact} element={page(<ContactPage />)} />
          <Route path="/listings/:id" element={page(<ListingPage />)} />
          <Route path={paths.buyerServices} element={page(<BuyerServicesPage />)} />
          <Route path={paths.sellerServices} element={page(<SellerServicesPage />)} />
          <Route path={paths.investmentProperties} element={page(<InvestmentPropertiesPage />)} />
          <Route path={paths.relocation} element={page(<RelocationPage />)} />
          <Route path={paths.foreclosures} element={page(<ForeclosuresPage />)} />
          <Route path={paths.homeValuation} element={page(<HomeValuationPage />)} />
          <Route path={paths.privacyPolicy} element={page(<PrivacyPolicyPage />)} />
          <Route path={paths.terms} element={page(<TermsPage />)} />
          <Route path={paths.accessibility} element={page(<AccessibilityPage />)} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path={paths.thanks} element={page(<ThanksPage />)} />
        {[paths.admin, paths.adminLogin].map((p) => (
          <Route
            key={p}
            path={p}
            element={
              <Suspense fallback={<AdminFallback />}>
                <AdminLoginPage />
              </Suspense>
            }
          />
        ))}
        <Route
          path={paths.adminDashboard}
          element={
            <Suspense fallback={<AdminFallback />}>
              <AdminDashboardPage />
            </Suspense>
          }
        />
        <Route path="/admin/*" element={<PublicLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
