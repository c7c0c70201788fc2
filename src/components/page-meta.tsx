import { createContext, useContext, useEffect } from 'react';
import { fullPageTitle, type SiteContent } from '../../domain/site-content';
import { useSiteContent } from '../lib/site-content';

export type PageMetaData = { title?: string; description?: string };

/** On the server, pages report their title and description here while rendering. */
export const PageMetaContext = createContext<PageMetaData | null>(null);

/** The browser tab's title, with the site name built from the stored agent name. */
function fullTitle(title: string, content?: SiteContent | null) {
  return fullPageTitle(title, content);
}

/** Per-page <title> and meta description (server: collected for the head; browser: applied on change). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const collector = useContext(PageMetaContext);
  const { content } = useSiteContent();
  if (collector) {
    collector.title = title;
    collector.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title, content);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, content]);
  return null;
}
