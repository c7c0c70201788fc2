// Site content: fetched on load, polled every second (SPEC sections 4 and 7), never rendered as HTML.
import { useQuery } from '@tanstack/react-query';
import { contentValue, type SiteContent } from '../../domain/site-content';

export const SITE_CONTENT_QUERY_KEY = ['site-content'] as const;
export const SITE_CONTENT_POLL_MS = 1000;

export async function fetchSiteContent(): Promise<SiteContent> {
  // The browser cache revalidates with If-None-Match, so an unchanged poll is a bodiless 304.
  const response = await fetch('/api/site-content', { credentials: 'include', cache: 'no-cache' });
  if (!response.ok) throw new Error('Failed to fetch site content');
  return (await response.json()) as SiteContent;
}

export function useSiteContent() {
  const query = useQuery({
    queryKey: SITE_CONTENT_QUERY_KEY,
    queryFn: fetchSiteContent,
    refetchInterval: SITE_CONTENT_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const content = query.isError ? null : (query.data ?? null);
  return {
    /** The visible text for a key: stored non-blank value, else the built-in default. */
    t: (key: string) => contentValue(content, key),
    content,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
