import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from './paths';
import { ScrollManager } from './lib/scroll';
import { lazyRoute, PageLoading, pageLoadFailed } from './lib/lazy-route';
import { PublicLayout } from './routes/public/layout';
import { Footer } from './routes/public/footer-deferred';
import { HomePage, preloadHomeSections } from './routes/public/home/home-page';
// The service pages' and 404 styles stay in the first stylesheet, where they have always been in
// the cascade (the 404 page's code is a lazy chunk now; lazily linked CSS would come before it).
import './routes/public/pages/parts/pages.css';
import './routes/public/pages/not-found.css';
import { isKnownClientPath } from '../domain/routes';
import { matchPublicPage, normalisePath, publicPageKeys, publicPages } from '../domain/public-pages';
import { lazyPages, loadNotFoundPage } from './page-modules';

// Public pages come from the registry (domain/public-pages.ts, code in ./page-modules.ts).
const NotFoundPage = lazyRoute(loadNotFoundPage);
const AdminNotFoundPage = lazyRoute(() => import('./routes/admin/admin-not-found').then((m) => m.AdminNotFoundPage));

/** The browser loads the current page's chunk before hydrating (entry-client). */
export function preloadPage(pathname: string): Promise<void> {
  const match = matchPublicPage(pathname);
  if (match) return match.key === 'home' ? Promise.resolve() : lazyPages[match.key].preload();
  const p = normalisePath(pathname);
  // The admin pages load their own chunks.
  if (isKnownClientPath(p)) return Promise.resolve();
  return (p.startsWith('/admin/') ? AdminNotFoundPage : NotFoundPage).preload();
}

/** The server loads every page once, so a render never suspends. */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([preloadHomeSections(), Footer.preload(), NotFoundPage.preload(), ...Object.values(lazyPages).map((page) => page.preload())]);
}

const page = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

// Visitors never download the admin panel: it is its own chunk.
// The admin panel uses Radix components and layout props that visitors never need: the rest of
// Radix's components.css and its utility classes. Requested before the page so that its
// stylesheet comes first in the cascade, as the public Radix rules do.
const adminStyles = () => import('./styles/admin-radix.css');
// The admin pages also bring the Radix theme context that public pages go without.
const adminPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() =>
    // The toaster comes too: every save answers with a toast, also one that fails offline.
    Promise.all([adminStyles(), load(), import('./routes/admin/admin-theme'), import('./components/toaster')]).then(
      ([, page, { AdminTheme }]) => ({
        default: () => <AdminTheme>{createElement(page.default)}</AdminTheme>,
      }),
      // As a public page whose code does not arrive (a tab open across a deploy): reload once, then say so.
      pageLoadFailed,
    ),
  );
const AdminLoginPage = adminPage(() => import('./routes/admin/login-page'));
const AdminDashboardPage = adminPage(() => import('./routes/admin/dashboard-page'));

function AdminFallback() {
  return (
    <p role="status" style={{ padding: 24 }}>
      Loading admin panel...
    </p>
  );
}

function routesWithLayout(layout: 'public' | 'bare') {
  return publicPageKeys.map((key) => {
    if (key === 'home' || publicPages[key].layout !== layout) return null;
    const Page = lazyPages[key];
    return <Route key={key} path={publicPages[key].path} element={page(<Page />)} />;
  });
}

export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          {routesWithLayout('public')}
          <Route path="*" element={page(<NotFoundPage />)} />
        </Route>
        {routesWithLayout('bare')}
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
        <Route path="/admin/*" element={page(<AdminNotFoundPage />)} />
      </Routes>
    </>
  );
}
