import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '../../schema/rules/product-photos';
import type { PhotoUploadRequest, UploadOutcome } from '../../web/catalogue/staff/photo-upload';
import { useProductPhotos } from '../../web/catalogue/staff/useProductPhotos';
import { heldWorker } from './catalogue-fixtures';
import { withClient } from './hook-render';

const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);

const photo = (key: string, alt: string) => ({
  key,
  alt,
  width: 1600,
  height: 900,
  url: `/photos/${key}/card`,
});

const withPhotos = (...photos: ReturnType<typeof photo>[]) => ({
  data: { product: { id: '1', photos } },
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], 'retro.png', { type: 'image/png' });
};

/** The hook over a held Worker, with an upload that waits until the test settles it. */
function renderPhotos() {
  const worker = heldWorker();
  const sent: PhotoUploadRequest[] = [];
  let settle: (outcome: UploadOutcome) => void = () => undefined;
  const send = vi.fn(
    (request: PhotoUploadRequest) =>
      new Promise<UploadOutcome>((resolve) => {
        sent.push(request);
        settle = resolve;
      }),
  );
  const hook = renderHook(() => useProductPhotos('1', send), {
    wrapper: withClient(worker.client),
  });
  const finish = (outcome: UploadOutcome) =>
    act(async () => {
      settle(outcome);
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
  const upload = () =>
    act(async () => {
      void hook.result.current.upload();
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
  return { ...worker, hook, send, sent, finish, upload };
}

describe('useProductPhotos', () => {
  it('lists the photos and uploads one with its alt text, showing the progress', async () => {
    const { hook, asked, answer, sent, finish, upload } = renderPhotos();
    await answer(withPhotos(photo(KEY_A, 'Fronte')));
    expect(hook.result.current.photos.map((p) => p.alt)).toEqual(['Fronte']);

    const file = pngFile();
    act(() => {
      hook.result.current.chooseFile(file);
      hook.result.current.setAlt('Retro in titanio');
    });
    await upload();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ productId: '1', file, alt: 'Retro in titanio' });
    expect(hook.result.current.progress).toBe(0);
    act(() => sent[0]?.onProgress(0.5));
    expect(hook.result.current.progress).toBe(0.5);
    expect(hook.result.current.busy).toBe(true);

    await finish({ ok: true });
    expect(hook.result.current.progress).toBeNull();
    expect(hook.result.current.alt).toBe('');
    expect(hook.result.current.file).toBeNull();
    expect(screen.getByText('Foto caricata.')).toBeTruthy();
    // The list is read again, fresh from the Worker.
    expect(asked.map((request) => request.name)).toEqual([
      'AdminProductPhotos',
      'AdminProductPhotos',
    ]);
  });

  it.each<[string, () => File | null, string, { field: string; message: string }]>([
    ['no file', () => null, 'Retro', { field: 'file', message: PHOTO_MESSAGES.fileRequired }],
    [
      'a file over the cap',
      () => pngFile(MAX_PHOTO_BYTES + 1),
      'Retro',
      { field: 'file', message: PHOTO_MESSAGES.tooBig },
    ],
    [
      'a GIF named as a PNG',
      () => new File([new TextEncoder().encode('GIF89a......')], 'foto.png', { type: 'image/png' }),
      'Retro',
      { field: 'file', message: PHOTO_MESSAGES.wrongType },
    ],
    ['no alt text', () => pngFile(), '  ', { field: 'alt', message: PHOTO_MESSAGES.altRequired }],
  ])('refuses %s before sending', async (_, file, alt, error) => {
    const { hook, answer, send, upload } = renderPhotos();
    await answer(withPhotos());
    act(() => {
      hook.result.current.chooseFile(file());
      hook.result.current.setAlt(alt);
    });
    await upload();
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.error).toEqual(error);
  });

  it("shows the Worker's refusal beside its field, or above the form", async () => {
    const { hook, answer, finish, upload } = renderPhotos();
    await answer(withPhotos());
    act(() => {
      hook.result.current.chooseFile(pngFile());
      hook.result.current.setAlt('Retro');
    });
    await upload();
    await finish({
      ok: false,
      code: 'BAD_USER_INPUT',
      message: PHOTO_MESSAGES.tooSmall,
      field: 'file',
    });
    expect(hook.result.current.error).toEqual({ field: 'file', message: PHOTO_MESSAGES.tooSmall });
    expect(hook.result.current.alt).toBe('Retro');

    await upload();
    const offline = 'Non siamo riusciti a caricare la foto. Controlla la connessione e riprova.';
    await finish({ ok: false, code: 'NETWORK', message: offline, field: null });
    expect(hook.result.current.error).toEqual({ field: null, message: offline });
  });

  it('moves a photo one place and removes one, then reads the list again', async () => {
    const { hook, asked, answer } = renderPhotos();
    await answer(withPhotos(photo(KEY_A, 'Fronte'), photo(KEY_B, 'Retro')));
    act(() => hook.result.current.move(KEY_B, -1));
    expect(asked.at(-1)).toEqual({
      name: 'AdminReorderProductPhotos',
      variables: { productId: '1', keys: [KEY_B, KEY_A] },
    });
    await answer({ data: { adminReorderProductPhotos: [{ key: KEY_B }, { key: KEY_A }] } });
    expect(screen.getByText('Ordine delle foto salvato.')).toBeTruthy();
    expect(asked.at(-1)?.name).toBe('AdminProductPhotos');
    await answer(withPhotos(photo(KEY_B, 'Retro'), photo(KEY_A, 'Fronte')));

    // The first cannot move earlier: nothing is sent.
    act(() => hook.result.current.move(KEY_B, -1));
    expect(asked.at(-1)?.name).toBe('AdminProductPhotos');

    act(() => hook.result.current.remove(KEY_A));
    expect(asked.at(-1)).toEqual({
      name: 'AdminRemoveProductPhoto',
      variables: { productId: '1', key: KEY_A },
    });
  });
});
