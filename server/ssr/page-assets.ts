// A server-rendered page whose code is a lazy chunk must still arrive with its CSS (or it would
// shift when the chunk loads) and should start loading its JS at once. The Vite manifest says
// which files belong to the page's module; this maps a path to that module.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../domain/routes';

export const pageModules: Record<string, string> = {
  [paths.contact]: 'src/routes/public/contact-page.tsx',
  [paths.buyerServices]: 'src/routes/public/pages/buyer-services.tsx',
  [paths.sellerServices]: 'src/routes/public/pages/seller-services.tsx',
  [paths.investmentProperties]: 'src/routes/public/pages/investment-properties.tsx',
  [paths.relocation]: 'src/routes/public/pages/relocation.tsx',
  [paths.foreclosures]: 'src/routes/public/pages/foreclosures.tsx',
  [paths.homeValuation]: 'src/routes/public/pages/home-valuation.tsx',
  [paths.privacyPolicy]: 'src/routes/public/pages/privacy-policy.tsx',
  [paths.terms]: 'src/routes/public/pages/terms.tsx',
  [paths.accessibility]: 'src/routes/public/pages/accessibility.tsx',
  [paths.thanks]: 'src/routes/public/pages/thanks.tsx',
};
const LISTING_MODULE = 'src/routes/public/listing-page.tsx';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

export function pageAssetLinks(clientDir: string) {
  let manifest: Record<string, ManifestChunk> | null = null;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    manifest = null; // development (Vite serves modules itself) or an old build
  }
  const entryFiles = new Set<string>();
  if (manifest) {
    const collect = (key: string) => {
      const chunk = manifest![key];
      if (!chunk || entryFiles.has(chunk.file)) return;
      entryFiles.add(chunk.file);
      chunk.css?.forEach((c) => entryFiles.add(c));
      chunk.imports?.forEach(collect);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key);
  }

  return function linksFor(pathname: string): string {
    if (!manifest) return '';
    const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const module = p.startsWith('/listings/') ? LISTING_MODULE : pageModules[p];
    if (!module || !manifest[module]) return '';
    const css = new Set<string>();
    const js = new Set<string>();
    const seen = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest![key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (!entryFiles.has(chunk.file)) js.add(chunk.file);
      chunk.css?.forEach((c) => !entryFiles.has(c) && css.add(c));
      chunk.imports?.forEach(walk);
    };
    walk(module);
    return [
      ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
      ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
    ].join('\n    ');
  };
}
