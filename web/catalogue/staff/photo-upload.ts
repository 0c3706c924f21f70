import { D1_BOOKMARK_HEADER } from '../../../schema/d1-bookmark';
import { PHOTOS_PATH } from '../../../schema/rules/product-photos';
import { currentIdToken } from '../../account/auth';
import { keepBookmark, storedBookmark } from '../../app/d1-bookmark';
import { routeRefusal } from '../../ui/server-errors';

/** How an upload ended: the photo kept, or the Worker's refusal (its code and Italian message). */
export type UploadOutcome =
  | { ok: true }
  | { ok: false; code: string; message: string; field: string | null };

/** A photo and its alt text for a product, with how far the upload has gone (0 to 1). */
export interface PhotoUploadRequest {
  productId: string;
  file: File;
  alt: string;
  onProgress: (fraction: number) => void;
}

const NETWORK_FAILED: UploadOutcome = {
  ok: false,
  code: 'NETWORK',
  message: 'Non siamo riusciti a caricare la foto. Controlla la connessione e riprova.',
  field: null,
};

function outcomeOf(request: XMLHttpRequest): UploadOutcome {
  keepBookmark(request.getResponseHeader(D1_BOOKMARK_HEADER));
  if (request.status === 201) return { ok: true };
  // Not the Worker's answer (a proxy's page): as if the network failed.
  const refused = routeRefusal(request.responseText);
  return refused ? { ok: false, ...refused } : NETWORK_FAILED;
}

/** One upload over XMLHttpRequest, the only browser API that tells how far a body has gone. */
function post(request: PhotoUploadRequest, token: string | null): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PHOTOS_PATH}/products/${encodeURIComponent(request.productId)}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const bookmark = storedBookmark();
    if (bookmark) xhr.setRequestHeader(D1_BOOKMARK_HEADER, bookmark);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(outcomeOf(xhr));
    xhr.onerror = () => resolve(NETWORK_FAILED);
    const form = new FormData();
    form.set('file', request.file);
    form.set('alt', request.alt);
    xhr.send(form);
  });
}

/**
 * Sends a product photo to the Worker (docs/product.md#product-photos). A token the Worker finds
 * too old for staff (UNAUTHENTICATED) is renewed once and the photo sent again, as the GraphQL
 * client does for the staff's other changes.
 */
export async function uploadPhoto(request: PhotoUploadRequest): Promise<UploadOutcome> {
  const first = await post(request, await currentIdToken());
  if (first.ok || first.code !== 'UNAUTHENTICATED') return first;
  return post(request, await currentIdToken(true));
}
