import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from './paths';
import { ScrollManager } from './lib/scroll';
import { PublicLayout } from './routes/public/layout';
import { HomePage } from './routes/public/home/home-page';
import { ContactPage } from './routes/public/contact-page';
import { ListingPage } from './routes/public/listing-page';
import { BuyerServicesPage } from './routes/public/pages/buyer-services';
import { SellerServicesPage } from './routes/public/pages/seller-services';
import { InvestmentPropertiesPage } from './routes/public/pages/investment-properties';
import { RelocationPage } from './routes/public/pages/relocation';
import { ForeclosuresPage } from './routes/public/pages/foreclosures';
import { HomeValuationPage } from './routes/public/pages/home-valuation';
import { PrivacyPolicyPage } from './routes/public/pages/privacy-policy';
import { TermsPage } from './routes/public/pages/terms';
import { AccessibilityPage } from './routes/public/pages/accessibility';
import { ThanksPage } from './routes/public/pages/thanks';
import { NotFoundPage } from './routes/public/pages/not-found';

// Visitors never download the admin panel: it is its own chunk.
const AdminLoginPage = lazy(() => import('./routes/admin/login-page'));
const AdminDashboardPage = lazy(() => import('./routes/admin/dashboard-page'));

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
          <Route path={paths.contact} element={<ContactPage />} />
          <Route path="/listings/:id" element={<ListingPage />} />
          <Route path={paths.buyerServices} element={<BuyerServicesPage />} />
          <Route path={paths.sellerServices} element={<SellerServicesPage />} />
          <Route path={paths.investmentProperties} element={<InvestmentPropertiesPage />} />
          <Route path={paths.relocation} element={<RelocationPage />} />
          <Route path={paths.foreclosures} element={<ForeclosuresPage />} />
          <Route path={paths.homeValuation} element={<HomeValuationPage />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.accessibility} element={<AccessibilityPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path={paths.thanks} element={<ThanksPage />} />
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
