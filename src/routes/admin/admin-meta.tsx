import { useEffect } from 'react';
import { PageMeta } from '../../components/page-meta';

/** Title and description like every page, plus a robots noindex: the panel is not for search engines. */
export function AdminPageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return <PageMeta title={title} description={description} />;
}
