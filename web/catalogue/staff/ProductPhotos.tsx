import type { FormEvent } from 'react';
import {
  MAX_PHOTO_ALT_LENGTH,
  MAX_PHOTO_BYTES,
  MIN_PHOTO_SIDE,
} from '../../../schema/rules/product-photos';
import { buttonStyles } from '../../ui/buttons';
import { TextField } from '../../ui/Field';
import { useProductPhotos } from './useProductPhotos';

type Photos = ReturnType<typeof useProductPhotos>;

const FILE_HINT = `JPEG, PNG o WebP, al massimo ${MAX_PHOTO_BYTES / 1024 / 1024} MB, lato corto di almeno ${MIN_PHOTO_SIDE} pixel.`;

/** One photo of the list: what it shows, its size, and the buttons that move or remove it. */
function PhotoItem({ photos, index }: { photos: Photos; index: number }) {
  const photo = photos.photos[index];
  if (!photo) return null;
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-3">
      <img
        src={photo.url}
        alt={photo.alt}
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="font-semibold text-ink">
          {index === 0 ? 'Foto principale' : `Foto ${index + 1}`}
        </p>
        <p className="break-words text-slate-700">{photo.alt}</p>
        <p className="text-slate-600">
          {photo.width} × {photo.height} px
        </p>
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={photos.busy || index === 0}
            aria-label={`Sposta prima: ${photo.alt}`}
            onClick={() => photos.move(photo.key, -1)}
          >
            Prima
          </button>
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={photos.busy || index === photos.photos.length - 1}
            aria-label={`Sposta dopo: ${photo.alt}`}
            onClick={() => photos.move(photo.key, 1)}
          >
            Dopo
          </button>
          <button
            type="button"
            className={buttonStyles.danger}
            disabled={photos.busy}
            aria-label={`Togli la foto: ${photo.alt}`}
            onClick={() => photos.remove(photo.key)}
          >
            Togli
          </button>
        </div>
      </div>
    </li>
  );
}

/** The upload form: the file, its alt text, the progress while it goes, and what went wrong. */
function PhotoUploadForm({ photos }: { photos: Photos }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void photos.upload();
  };
  const { error } = photos;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-ink">Aggiungi una foto</h3>
      <TextField
        key={photos.inputKey}
        label="Foto"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint={FILE_HINT}
        error={error?.field === 'file' ? error.message : undefined}
        onChange={(event) => photos.chooseFile(event.currentTarget.files?.[0] ?? null)}
      />
      <TextField
        label="Testo alternativo"
        hint="Che cosa mostra la foto, per chi non la vede: ad esempio «retro in titanio naturale»."
        maxLength={MAX_PHOTO_ALT_LENGTH}
        value={photos.alt}
        error={error?.field === 'alt' ? error.message : undefined}
        onChange={(event) => photos.setAlt(event.currentTarget.value)}
      />
      {photos.progress !== null ? (
        <div className="space-y-1">
          <label htmlFor="product-photo-progress" className="text-sm text-slate-700">
            Caricamento in corso…
          </label>
          <progress
            id="product-photo-progress"
            value={photos.progress}
            max={1}
            className="block w-full"
          />
        </div>
      ) : null}
      {error && !error.field ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={photos.busy}>
        Carica foto
      </button>
    </form>
  );
}

/**
 * The product's photos in its staff panel (docs/product.md#product-photos): the list in the order
 * the shop shows it, each with its alt text, moved and removed here; below, the upload form.
 */
export default function ProductPhotos({ productId, name }: { productId: string; name: string }) {
  const photos = useProductPhotos(productId);
  return (
    <section
      aria-labelledby="product-photos-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="product-photos-title" className="text-lg font-bold">
        Foto di {name}
      </h2>
      {photos.loaded && photos.photos.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nessuna foto caricata: il negozio mostra le immagini di partenza del prodotto.
        </p>
      ) : null}
      <ol className="grid gap-3 sm:grid-cols-2">
        {photos.photos.map((photo, index) => (
          <PhotoItem key={photo.key} photos={photos} index={index} />
        ))}
      </ol>
      <PhotoUploadForm photos={photos} />
    </section>
  );
}
