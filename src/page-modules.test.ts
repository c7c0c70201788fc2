// The server links a page's CSS and JS by the registry's `module` (domain/public-pages.ts); the
// browser loads the page through its import here. Both must name the same file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notFoundPage, publicPageKeys, publicPages } from '../domain/public-pages';
import { isKnownClientPath, paths } from '../domain/routes';
import { loadNotFoundPage, pageLoaders } from './page-modules';

const importedFile = (line: string | undefined) => {
  const m = /import\('\.\/([^']+)'\)/.exec(line ?? '');
  return m ? `src/${m[1]}.tsx` : null;
};

describe('page modules', () => {
  it('loads every lazy page from the file its registry entry names', () => {
    const source = readFileSync(new URL('./page-modules.ts', import.meta.url), 'utf8');
    for (const key of publicPageKeys) {
      const { module } = publicPages[key];
      if (key === 'home') {
        expect(module).toBeNull();
        continue;
      }
      const line = source.split('\n').find((l) => l.trimStart().startsWith(`${key}: () => import(`));
      expect(line, `${key} has no loader`).toBeDefined();
      expect(importedFile(line)).toBe(module);
    }
    expect(Object.keys(pageLoaders).sort()).toEqual(publicPageKeys.filter((k) => k !== 'home').sort());
    const notFoundLine = source.split('\n').find((l) => l.includes('loadNotFoundPage ='));
    expect(importedFile(notFoundLine)).toBe(notFoundPage.module);
    expect(typeof loadNotFoundPage).toBe('function');
  });

  it('derives the known paths from the registry', () => {
    for (const key of publicPageKeys) if (!publicPages[key].path.includes(':')) expect(isKnownClientPath(publicPages[key].path)).toBe(true);
    expect(paths.contact).toBe('/contact');
    expect(isKnownClientPath('/contact/')).toBe(true);
    expect(isKnownClientPath('/no-such-page')).toBe(false);
  });
});
