import { useState } from 'react';
import { imageAtSize, parsePhotoUrl, photoSrcSet } from '../../schema/rules/product-photos';

interface GalleryPhoto {
  key: string;
  alt: string;
}

/** The main image takes the whole column from the large screens' two columns down. */
const MAIN_SIZES = '(min-width: 1024px) 50vw, 100vw';

export function ProductGallery({
  images,
  photos,
  name,
}: {
  images: readonly string[];
  /** The uploaded photos, whose alt text says what each shows (docs/product.md#product-photos). */
  photos: readonly GalleryPhoto[];
  name: string;
}) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  const altOf = (image: string, index: number) => {
    const key = parsePhotoUrl(image)?.key;
    const photo = key ? photos.find((candidate) => candidate.key === key) : undefined;
    return photo?.alt ?? `${name}, immagine ${index + 1} di ${images.length}`;
  };
  const srcSet = current ? photoSrcSet(current) : null;
  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-3xl border border-slate-200 bg-white">
        {current ? (
          <img
            src={current}
            srcSet={srcSet ?? undefined}
            sizes={srcSet ? MAIN_SIZES : undefined}
            alt={altOf(current, selected)}
            width={800}
            height={800}
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-3" aria-label="Immagini del prodotto">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Mostra immagine ${index + 1} di ${images.length}`}
                aria-pressed={index === selected}
                className={`block size-20 overflow-hidden rounded-xl border-2 bg-white p-1 sm:size-24 ${
                  index === selected
                    ? 'border-brand-600'
                    : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <img
                  src={imageAtSize(image, 'card')}
                  alt=""
                  width={96}
                  height={96}
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
