import { useState } from 'react';
import { useQuery } from 'urql';
import {
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  photoAltError,
  sniffPhotoType,
} from '../../../schema/rules/product-photos';
import { useStaffAction } from '../../admin/useStaffAction';
import { showToast } from '../../ui/toast';
import { type PhotoUploadRequest, type UploadOutcome, uploadPhoto } from './photo-upload';
import {
  AdminProductPhotosQuery,
  RemoveProductPhotoMutation,
  ReorderProductPhotosMutation,
} from './queries';

/** A refusal shown beside the field it is about: the photo or its alt text. */
export interface PhotoFormError {
  field: 'file' | 'alt' | null;
  message: string;
}

/** What the photo form checks before sending, with the Worker's own rules and messages. */
async function checkedPhoto(file: File | null, alt: string): Promise<PhotoFormError | null> {
  if (!file) return { field: 'file', message: PHOTO_MESSAGES.fileRequired };
  if (file.size > MAX_PHOTO_BYTES) return { field: 'file', message: PHOTO_MESSAGES.tooBig };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffPhotoType(head)) return { field: 'file', message: PHOTO_MESSAGES.wrongType };
  const altError = photoAltError(alt);
  return altError ? { field: 'alt', message: altError } : null;
}

const fieldOf = (field: string | null): PhotoFormError['field'] =>
  field === 'file' || field === 'alt' ? field : null;

/**
 * A product's photos in the staff's panel (docs/product.md#product-photos): the list, one upload
 * at a time with its progress, removing and moving a photo. `send` is the upload itself
 * (photo-upload.ts).
 */
export function useProductPhotos(
  productId: string,
  send: (request: PhotoUploadRequest) => Promise<UploadOutcome> = uploadPhoto,
) {
  const [result, reexecute] = useQuery({
    query: AdminProductPhotosQuery,
    variables: { id: productId },
    requestPolicy: 'network-only',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const photos = result.data?.product?.photos ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<PhotoFormError | null>(null);
  // A new input after a kept photo, so the chosen file's name does not stay on screen.
  const [inputKey, setInputKey] = useState(0);
  const reorder = useStaffAction(ReorderProductPhotosMutation, reload);
  const remove = useStaffAction(RemoveProductPhotoMutation, reload);

  const upload = async () => {
    if (progress !== null) return;
    const refusal = await checkedPhoto(file, alt);
    setError(refusal);
    if (refusal || !file) return;
    setProgress(0);
    const outcome = await send({ productId, file, alt, onProgress: setProgress });
    setProgress(null);
    if (!outcome.ok) {
      setError({ field: fieldOf(outcome.field), message: outcome.message });
      return;
    }
    showToast('Foto caricata.');
    setFile(null);
    setAlt('');
    setInputKey((key) => key + 1);
    reload();
  };

  /** Moves a photo one place earlier (-1) or later (+1); the first is the main photo. */
  const move = (key: string, offset: -1 | 1) => {
    const keys = photos.map((photo) => photo.key);
    const from = keys.indexOf(key);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= keys.length) return;
    [keys[from], keys[to]] = [keys[to] as string, key];
    void reorder.run({ productId, keys }, 'Ordine delle foto salvato.');
  };

  return {
    loaded: Boolean(result.data),
    photos,
    file,
    alt,
    progress,
    error,
    inputKey,
    busy: progress !== null || reorder.busy || remove.busy,
    chooseFile: (chosen: File | null) => {
      setFile(chosen);
      setError(null);
    },
    setAlt,
    upload,
    move,
    remove: (key: string) => void remove.run({ productId, key }, 'Foto tolta dal prodotto.'),
  };
}
