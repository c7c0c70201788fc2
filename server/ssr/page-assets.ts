// A server-rendered page whose code is a lazy chunk must still arrive with its CSS (or it would
// shift when the chunk loads) and should start loading its JS at once. The Vite manifest says
// which files belong to the page's module; this maps a path to that module.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isKnownClientPath } from '../../domain/routes';
import { matchPublicPage, normalisePath, notFoundPage } from '../../domain/public-pages';

/** The source file of the page a path shows (the page registry), or undefined when none is needed. */
function pageModule(pathname: string): string | undefined {
  const match = matchPublicPage(pathname);
  if (match) return match.page.module ?? undefined;
  const p = normalisePath(pathname);
  // Every other unknown public path renders the 404 page, a lazy chunk too.
  const unknown = !isKnownClientPath(p) && p !== '/admin' && !p.startsWith('/admin/');
  return unknown ? (notFoundPage.module ?? undefined) : undefined;
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

export function pageAssetLinks(clientDir: string) {
  let manifest: Record<string, ManifestChunk> | null = null;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    manifest = null; // development (Vite serves modules itself) or an old build
  }
  const entryFiles = new Set<string>();
  if (manifest) {
    const collect = (key: string): void => {
      const chunk = manifest[key];
      if (!chunk || entryFiles.has(chunk.file)) return;
      entryFiles.add(chunk.file);
      chunk.css?.forEach((c) => entryFiles.add(c));
      chunk.imports?.forEach(collect);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key);
  }

  return function linksFor(pathname: string): string {
    if (!manifest) return '';
    const module = pageModule(pathname);
    if (!module || !manifest[module]) return '';
    const css = new Set<string>();
    const js = new Set<string>();
    const seen = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
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
