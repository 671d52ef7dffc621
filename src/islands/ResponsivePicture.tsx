import type { PictureData } from '../assets/responsive-image.ts';

export interface ResponsivePictureProps {
  /** From pictureData() in the Astro component that mounts the island. */
  picture: PictureData;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Classes for the <img>. */
  className?: string;
  /** Classes for the <picture> wrapper. */
  pictureClassName?: string;
}

/** Island (JSX) twin of ResponsiveImage.astro: renders a PictureData (AVIF and WebP sources) as <picture>. */
export function ResponsivePicture({
  picture,
  loading = 'lazy',
  fetchPriority,
  className,
  pictureClassName,
}: ResponsivePictureProps) {
  return (
    <picture className={pictureClassName}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={loading}
        decoding={loading === 'eager' ? 'sync' : 'async'}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
