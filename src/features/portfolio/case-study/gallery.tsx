export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/** A row of captioned images, e.g. a digital portfolio. */
export function Gallery({ images }: { images: readonly GalleryImage[] }) {
  return (
    <ul className="not-prose my-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.src}>
          <figure className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-cover"
            />
            <figcaption className="px-4 py-3 text-sm leading-6 text-slate-700">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
