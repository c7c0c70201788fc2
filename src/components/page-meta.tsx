import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Angela Whitfield Real Estate';

export type PageMetaData = { title?: string; description?: string };

/** On the server, pages report their title and description here while rendering. */
export const PageMetaContext = createContext<PageMetaData | null>(null);

export function fullTitle(title: string) {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Per-page <title> and meta description (server: collected for the head; browser: applied on change). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const collector = useContext(PageMetaContext);
  if (collector) {
    collector.title = title;
    collector.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
