// /sitemap.xml: every public route and every listing, with lastmod.
import { paths, listingPath } from '../../domain/routes';
import type { Db } from '../store/schema';
import { escapeHtml } from './head';

const LEGAL_UPDATED = '2023-04-25';
const publicRoutes = [
  paths.home,
  paths.contact,
  paths.buyerServices,
  paths.sellerServices,
  paths.investmentProperties,
  paths.relocation,
  paths.foreclosures,
  paths.homeValuation,
  paths.privacyPolicy,
  paths.terms,
  paths.accessibility,
];
const legal = new Set<string>([paths.privacyPolicy, paths.terms, paths.accessibility]);

export function sitemapXml(origin: string, db: Readonly<Db>, contentUpdatedAt: string): string {
  const newest = [...db.properties, ...db.testimonials, ...db.soldRecords].reduce(
    (latest, r) => (r.updatedAt > latest ? r.updatedAt : latest),
    contentUpdatedAt,
  );
  const day = (iso: string) => iso.slice(0, 10);
  const urls = [
    ...publicRoutes.map((p) => ({ loc: `${origin}${p}`, lastmod: legal.has(p) ? LEGAL_UPDATED : day(p === '/' ? newest : contentUpdatedAt) })),
    ...db.properties.map((p) => ({ loc: `${origin}${listingPath(p.id)}`, lastmod: day(p.updatedAt) })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
