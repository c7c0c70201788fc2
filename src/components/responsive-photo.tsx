// A listing photo as <picture>: AVIF and WebP candidates from the upload pipeline's variants, the
// browser choosing by `sizes`; explicit width and height so the page never shifts while it loads;
// the placeholder when the photo cannot be loaded.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { photoSrcSet, photoVariants } from '../../domain/photo-variants';
import { listingImageSources, PLACEHOLDER_PROPERTY_IMAGE } from './listing-image';
import './responsive-photo.css';

export type PhotoLike = { url: string; width: number; height: number };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'onError'> & {
  photo: PhotoLike;
  alt: string;
  /** The slot's width, as for <img sizes>; decides which variant the browser downloads. */
  sizes: string;
  /** Width and height attributes (the aspect ratio reserved before loading); the photo's own by default. */
  box?: { width: number; height: number };
};

export function ResponsivePhoto({ photo, alt, sizes, box, ...img }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const size = box ?? { width: photo.width, height: photo.height };

  // A server-rendered image can fail before React hydrates and attaches onError.
  useEffect(() => {
    const el = ref.current;
    if (el && el.complete && el.naturalWidth === 0 && el.getAttribute('src')) setFailed(photo.url);
  }, [photo.url]);

  if (failed === photo.url) return <img src={PLACEHOLDER_PROPERTY_IMAGE} alt={alt} {...size} {...img} fetchPriority={undefined} />;

  const onError = () => setFailed(photo.url);
  if (photoVariants(photo).length === 0) {
    // A shipped listing picture (with its 600 px copy) or an external address.
    const [first] = listingImageSources(photo.url, sizes);
    return (
      <img
        ref={ref}
        src={first.src}
        srcSet={first.srcSet}
        sizes={first.srcSet ? first.sizes : undefined}
        alt={alt}
        {...size}
        onError={onError}
        {...img}
      />
    );
  }
  return (
    <picture className="responsive-photo">
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img ref={ref} src={photo.url} alt={alt} {...size} onError={onError} {...img} />
    </picture>
  );
}
