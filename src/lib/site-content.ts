// Site content: fetched on load, polled every second (docs/product.md, "Site content"), never rendered as HTML.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { contentBeyondDefaults, contentValue, type ContentKey, type SiteContent } from '../../domain/site-content';
import { hydrationDone } from './hydration';
import { releaseDeferredSections } from './deferred-section';
import { followDataVersions } from './live-data';

export const SITE_CONTENT_QUERY_KEY = ['site-content'] as const;
const SITE_CONTENT_POLL_MS = 1000;

/** With the query client, the poll also refreshes the other public reads that changed (./live-data.ts). */
async function fetchSiteContent(client?: QueryClient): Promise<SiteContent> {
  // The browser cache revalidates with If-None-Match, so an unchanged poll is a bodiless 304.
  const response = await fetch('/api/site-content', { credentials: 'include', cache: 'no-cache' }).catch(async (error: unknown) => {
    await beforeFallback();
    throw error;
  });
  if (!response.ok) {
    await beforeFallback();
    throw new Error('Failed to fetch site content');
  }
  // Kept as the page's embedded state holds it (without the defaults this code already has), so an
  // unchanged poll leaves the query's data as it was and nothing re-renders.
  const content = contentBeyondDefaults((await response.json()) as SiteContent);
  // New data waits until the server's markup has hydrated (./hydration.ts).
  await hydrationDone();
  if (client) await followDataVersions(client, response);
  return content;
}

/**
 * A failed poll switches every section to its built-in text: a change of the content the page
 * shows, like an edit. Sections still showing the server's markup load and hydrate first, as for
 * an edit (./live-data.ts): React would otherwise drop their markup (the contact form and what was
 * typed into it) and show nothing until their code arrived.
 */
async function beforeFallback() {
  await hydrationDone();
  await releaseDeferredSections();
}

export function useSiteContent() {
  const query = useQuery({
    queryKey: SITE_CONTENT_QUERY_KEY,
    queryFn: ({ client }) => fetchSiteContent(client),
    refetchInterval: SITE_CONTENT_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const content = query.isError ? null : (query.data ?? null);
  return {
    /** The visible text for a key: stored non-blank value, else the built-in default. */
    t: (key: ContentKey) => contentValue(content, key),
    content,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
