import { Button, Heading } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { embedFor } from '../../../../domain/listing-embed';
import { safeHref } from '../../../../domain/safe-href';
import { PlayIcon } from '../../../components/icons';

/**
 * Virtual tour and video. YouTube, Vimeo and Matterport play in a frame once the visitor asks
 * (no third-party request before that click); other https links open in a new tab.
 */
export function ListingTours({ title, virtualTourUrl, videoUrl }: { title: string; virtualTourUrl?: string | null; videoUrl?: string | null }) {
  const items = [
    { kind: 'Virtual tour', url: virtualTourUrl },
    { kind: 'Video', url: videoUrl },
  ].filter((i): i is { kind: string; url: string } => !!i.url && !!safeHref(i.url, ['https']));
  if (items.length === 0) return null;
  return (
    <section className="listing-page__block listing-tours" aria-labelledby="listing-tours">
      <Heading as="h2" id="listing-tours" className="listing-page__h2">
        Tour This Home
      </Heading>
      <div className="listing-tours__list">
        {items.map((item) => (
          <TourItem key={item.kind} kind={item.kind} url={item.url} title={title} />
        ))}
      </div>
    </section>
  );
}

function TourItem({ kind, url, title }: { kind: string; url: string; title: string }) {
  const embed = embedFor(url);
  const [open, setOpen] = useState(false);
  if (!embed)
    return (
      <a className="listing-tours__link" href={url} target="_blank" rel="noopener noreferrer">
        <PlayIcon size={16} /> Open the {kind.toLowerCase()}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  if (!open)
    return (
      <Button type="button" size="3" variant="outline" className="site-button tone-navy listing-tours__play" onClick={() => setOpen(true)}>
        <PlayIcon size={16} /> Play the {kind.toLowerCase()} ({embed.provider})
      </Button>
    );
  return <TourPlayer src={embed.src} title={`${kind} of ${title} (${embed.provider})`} />;
}

function TourPlayer({ src, title }: { src: string; title: string }) {
  // The player takes the place of the button that was focused: the focus follows it, or the
  // keyboard would start again from the top of the page.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return (
    <div className="listing-tours__frame">
      <iframe
        ref={frame}
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
