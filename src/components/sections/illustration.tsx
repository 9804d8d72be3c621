interface IllustrationProps {
  src: string;
  /** Empty for decoration; otherwise what the picture shows. */
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/** Our own SVG artwork, always with intrinsic size so nothing shifts while it loads. */
export function Illustration({ src, alt, width, height, priority = false, className = '' }: IllustrationProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`h-auto w-full ${className}`}
    />
  );
}
