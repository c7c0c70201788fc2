// Which tour and video links a listing page can frame, and the frame's address: plain TypeScript
// (no zod), so the listing page does not load the schema library (domain/listing-media.ts holds
// the link schema and re-exports these).

/** The hosts the page may frame; the server's CSP frame-src lists exactly these. */
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://my.matterport.com'] as const;

export type Embed = { provider: 'YouTube' | 'Vimeo' | 'Matterport'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The frame address for a link we know how to embed, or null (then it is a plain link). */
export function embedFor(link: string): Embed | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
    else if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      id = m?.[1] ?? null;
    }
    return id && YOUTUBE_ID.test(id) ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const m = /^\/(?:video\/)?(\d{3,12})(?:\/([A-Za-z0-9]+))?/.exec(url.pathname);
    if (!m) return null;
    const hash = m[2] ? `&h=${m[2]}` : '';
    return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${m[1]}?autoplay=1${hash}` };
  }
  if (host === 'my.matterport.com') {
    const m = url.searchParams.get('m');
    return m && /^[A-Za-z0-9]{5,40}$/.test(m) ? { provider: 'Matterport', src: `https://my.matterport.com/show/?m=${m}&play=1` } : null;
  }
  return null;
}
