import { useEffect } from 'react';

export const SITE_NAME = 'Angela Whitfield Real Estate';

/** Per-page <title> and meta description. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
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
