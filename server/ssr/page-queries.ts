// Which public data each server-rendered page reads, so that its dehydrated state carries that
// and nothing else (a listing page its one listing, not also the whole list): the `prefetch` of
// the page's entry in the public page registry (domain/public-pages.ts).
import { prefetchFor, type PublicQuery } from '../../domain/public-pages';

export type { PublicQuery };

export function queriesFor(pathname: string): readonly PublicQuery[] {
  return prefetchFor(pathname);
}
