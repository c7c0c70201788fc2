import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS, embedFor } from './listing-media';

describe('tour and video embeds', () => {
  it('embeds YouTube (privacy-enhanced), Vimeo and Matterport, only from the allowed frame origins', () => {
    const cases: [string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
      ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789?autoplay=1'],
      ['https://my.matterport.com/show/?m=abcDEF12345', 'https://my.matterport.com/show/?m=abcDEF12345&play=1'],
    ];
    for (const [link, src] of cases) {
      const embed = embedFor(link);
      expect(embed?.src).toBe(src);
      expect(EMBED_FRAME_ORIGINS.some((o) => embed!.src.startsWith(`${o}/`))).toBe(true);
    }
  });

  it('anything else is a plain link', () => {
    for (const link of [
      'https://tours.example.com/3d/42',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=x',
      'not a url',
    ])
      expect(embedFor(link)).toBeNull();
  });
});
