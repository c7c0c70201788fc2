import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { formatPrice } from '../../../../domain/format';
import { LinkIcon, MailIcon } from '../../../components/icons';
import { toast } from '../../../components/toast-store';

/** "Share" (the system share sheet where there is one, else copy the link) and "E-mail this home". */
export function ShareActions({ title, price, path }: { title: string; price: number; path: string }) {
  // The absolute address is known only in the browser; the server renders the path.
  const [url, setUrl] = useState(path);
  useEffect(() => setUrl(`${window.location.origin}${path}`), [path]);
  const text = `${title}, ${formatPrice(price)}`;

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
