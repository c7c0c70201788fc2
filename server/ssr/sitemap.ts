// /sitemap.xml: every public route and every listing, with lastmod.
import { listingPath } from '../../domain/routes';
import { publicPageKeys, publicPages, type SitemapEntry } from '../../domain/public-pages';
import type { Db } from '../store/schema';
import { escapeHtml } from './head';

const LEGAL_UPDATED = '2023-04-25';
/** The pages the registry (domain/public-pages.ts) lists in the sitemap, in registry order. */
const sitemapPages = publicPageKeys.flatMap((key) => {
  const entry: SitemapEntry = publicPages[key].sitemap;
  return entry ? [{ path: publicPages[key].path, lastmod: entry.lastmod }] : [];
});

export function sitemapXml(origin: string, db: Readonly<Db>, contentUpdatedAt: string): string {
  const newest = [...db.properties, ...db.testimonials, ...db.soldRecords].reduce(
    (latest, r) => (r.updatedAt > latest ? r.updatedAt : latest),
    contentUpdatedAt,
  );
  const day = (iso: string) => iso.slice(0, 10);
  const urls = [
    ...sitemapPages.map((p) => ({
      loc: `${origin}${p.path}`,
      lastmod: p.lastmod === 'legal' ? LEGAL_UPDATED : day(p.lastmod === 'newest-record' ? newest : contentUpdatedAt),
    })),
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
