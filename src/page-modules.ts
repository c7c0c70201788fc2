// The code of each registered public page (domain/public-pages.ts), as a lazy chunk: the home
// page is in the main bundle so it loads only what it shows, every other page is its own chunk.
// Each import names the same file as the page's `module` in the registry (checked by
// src/page-modules.test.ts), which the server uses to link the chunk's CSS and JS.
import type { ComponentType } from 'react';
import type { PublicPageKey } from '../domain/public-pages';
import { lazyRoute, type LazyRoute } from './lib/lazy-route';

type LazyPageKey = Exclude<PublicPageKey, 'home'>;

export const pageLoaders: Record<LazyPageKey, () => Promise<ComponentType>> = {
  contact: () => import('./routes/public/contact-page').then((m) => m.ContactPage),
  listing: () => import('./routes/public/listing-page').then((m) => m.ListingPage),
  buyerServices: () => import('./routes/public/pages/buyer-services').then((m) => m.BuyerServicesPage),
  sellerServices: () => import('./routes/public/pages/seller-services').then((m) => m.SellerServicesPage),
  investmentProperties: () => import('./routes/public/pages/investment-properties').then((m) => m.InvestmentPropertiesPage),
  relocation: () => import('./routes/public/pages/relocation').then((m) => m.RelocationPage),
  foreclosures: () => import('./routes/public/pages/foreclosures').then((m) => m.ForeclosuresPage),
  homeValuation: () => import('./routes/public/pages/home-valuation').then((m) => m.HomeValuationPage),
  privacyPolicy: () => import('./routes/public/pages/privacy-policy').then((m) => m.PrivacyPolicyPage),
  terms: () => import('./routes/public/pages/terms').then((m) => m.TermsPage),
  accessibility: () => import('./routes/public/pages/accessibility').then((m) => m.AccessibilityPage),
  thanks: () => import('./routes/public/pages/thanks').then((m) => m.ThanksPage),
};

/** Rarely shown, so not part of every page's first script (its CSS is linked by the server). */
export const loadNotFoundPage = () => import('./routes/public/pages/not-found').then((m) => m.NotFoundPage);

export const lazyPages = Object.fromEntries(Object.entries(pageLoaders).map(([key, load]) => [key, lazyRoute(load)])) as Record<
  LazyPageKey,
  LazyRoute
>;
