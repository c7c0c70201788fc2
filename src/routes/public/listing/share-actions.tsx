import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { LinkIcon, MailIcon } from '../../../components/icons';
import { toast } from '../../../components/toast-store';

/**
 * "Share" (the system share sheet where there is one, else copy the link) and "E-mail this home".
 * `text` is the listing page's one share text, so every way of sharing says the same.
 */
export function ShareActions({ title, text, path }: { title: string; text: string; path: string }) {
  // The absolute address is known only in the browser; the server renders the path.
  const [url, setUrl] = useState(path);
  useEffect(() => setUrl(`${window.location.origin}${path}`), [path]);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The link to this home is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  }

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${url}`)}`;
  return (
    <div className="listing-share-actions">
      <Button type="button" size="2" variant="outline" className="site-button tone-navy" onClick={() => void share()}>
        <LinkIcon size={16} /> Share
      </Button>
      <Button asChild size="2" variant="outline" className="site-button tone-navy">
        <a href={mailto}>
          <MailIcon size={16} /> E-mail this home
        </a>
      </Button>
    </div>
  );
}
