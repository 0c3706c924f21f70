import { useState } from 'react';

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-3xl border border-slate-200 bg-white">
        {current ? (
          <img
            src={current}
            alt={`${name}, immagine ${selected + 1} di ${images.length}`}
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
                  src={image}
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
