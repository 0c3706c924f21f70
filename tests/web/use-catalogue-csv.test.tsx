import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../schema/rules/catalogue-csv';
import { type CsvUploadOutcome, postCatalogueCsv } from '../../web/catalogue/staff/csv-upload';
import { useCatalogueExport } from '../../web/catalogue/staff/useCatalogueExport';
import { useCatalogueImport } from '../../web/catalogue/staff/useCatalogueImport';
import { withClient } from './hook-render';
import { patientWorker } from './orders-hook-fixtures';

vi.mock('../../web/account/auth', () => ({
  currentIdToken: vi.fn(async (renew?: boolean) => (renew ? 'nuovo' : 'vecchio')),
}));

const FILE_TEXT = 'id,nome\n,Pixel\n';

const answer = (created: number, updated: number, written: boolean, lines: string[] = []) => ({
  ok: true as const,
  answer: {
    created,
    updated,
    written,
    refusals: lines.map((message, i) => ({ line: i + 2, message })),
  },
});

/** The hook over a fake of the Worker's import route, which records what it was sent. */
function renderImport(reply: (step: 'preview' | 'import') => CsvUploadOutcome) {
  const sent: { step: string; file: File }[] = [];
  const written = vi.fn();
  const hook = renderHook(() =>
    useCatalogueImport(written, async (step, file) => {
      sent.push({ step, file });
      return reply(step);
    }),
  );
  return { hook, sent, written };
}

const choose = (hook: ReturnType<typeof renderImport>['hook'], file: File) =>
  act(() => hook.result.current.choose(file));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCatalogueImport', () => {
  it('posts the file to be checked, writing nothing, then posts it again to write it', async () => {
    const { hook, sent, written } = renderImport((step) =>
      step === 'preview' ? answer(1, 2, false) : answer(1, 2, true),
    );
    const file = new File([FILE_TEXT], 'catalogo.csv');
    await choose(hook, file);
    expect(hook.result.current.state).toEqual({
      step: 'ready',
      name: 'catalogo.csv',
      created: 1,
      updated: 2,
    });
    expect(sent).toEqual([{ step: 'preview', file }]);
    expect(written).not.toHaveBeenCalled();
    await act(() => hook.result.current.confirm());
    expect(sent.at(-1)).toEqual({ step: 'import', file });
    expect(hook.result.current.state).toEqual({ step: 'written', created: 1, updated: 2 });
    expect(written).toHaveBeenCalledOnce();
  });

  it('takes a file of several MB, up to the cap', async () => {
    const { hook, sent } = renderImport(() => answer(2_500, 0, false));
    await choose(hook, new File(['x'.repeat(MAX_IMPORT_BYTES)], 'grande.csv'));
    expect(hook.result.current.state).toMatchObject({ step: 'ready', created: 2_500 });
    expect(sent).toHaveLength(1);
  });

  it('lists the refused lines and offers no confirmation', async () => {
    const { hook, sent } = renderImport(() => answer(0, 0, false, ['Riga 3: prezzo: …']));
    await choose(hook, new File([FILE_TEXT], 'catalogo.csv'));
    expect(hook.result.current.state).toEqual({
      step: 'refused',
      name: 'catalogo.csv',
      lines: ['Riga 3: prezzo: …'],
    });
    await act(() => hook.result.current.confirm());
    expect(sent.map((s) => s.step)).toEqual(['preview']);
  });

  it('lists the lines refused when writing, the list not told to reload', async () => {
    const { hook, written } = renderImport((step) =>
      step === 'preview' ? answer(0, 1, false) : answer(0, 1, false, ['Riga 2: lo SKU …']),
    );
    await choose(hook, new File([FILE_TEXT], 'catalogo.csv'));
    await act(() => hook.result.current.confirm());
    expect(hook.result.current.state).toEqual({
      step: 'refused',
      name: 'catalogo.csv',
      lines: ['Riga 2: lo SKU …'],
    });
    expect(written).not.toHaveBeenCalled();
  });

  it('refuses a file over the cap before sending it', async () => {
    const { hook, sent } = renderImport(() => answer(0, 0, false));
    await choose(hook, new File(['x'.repeat(MAX_IMPORT_BYTES + 1)], 'grande.csv'));
    expect(hook.result.current.state).toEqual({ step: 'failed', message: IMPORT_TOO_LARGE });
    expect(sent).toEqual([]);
  });

  it('says the Worker’s refusal', async () => {
    const { hook } = renderImport(() => ({
      ok: false,
      code: 'UNAUTHENTICATED',
      message: 'Accedi per continuare.',
    }));
    await choose(hook, new File([FILE_TEXT], 'catalogo.csv'));
    expect(hook.result.current.state).toEqual({
      step: 'failed',
      message: 'Accedi per continuare.',
    });
  });
});

describe('postCatalogueCsv', () => {
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('posts the file as the body, renewing a token the Worker finds too old once', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        reply(401, { errors: [{ message: 'Accedi.', extensions: { code: 'UNAUTHENTICATED' } }] }),
      )
      .mockResolvedValueOnce(reply(200, answer(1, 0, true).answer));
    const file = new File([FILE_TEXT], 'catalogo.csv');
    expect(await postCatalogueCsv('import', file)).toEqual(answer(1, 0, true));
    expect(
      fetched.mock.calls.map(([url, init]) => [
        url,
        init?.body,
        new Headers(init?.headers).get('authorization'),
      ]),
    ).toEqual([
      ['/csv/catalogue/import', file, 'Bearer vecchio'],
      ['/csv/catalogue/import', file, 'Bearer nuovo'],
    ]);
  });

  it('says a refusal in the Worker’s words, and an unexpected failure as nothing written', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        reply(413, {
          errors: [
            { message: 'Il file supera i 5 MB…', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
          ],
        }),
      )
      .mockResolvedValueOnce(
        reply(500, {
          errors: [
            {
              message: 'Si è verificato un errore imprevisto.',
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        }),
      )
      .mockRejectedValueOnce(new TypeError('offline'));
    const file = new File([FILE_TEXT], 'catalogo.csv');
    expect(await postCatalogueCsv('preview', file)).toEqual({
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Il file supera i 5 MB…',
    });
    for (const code of ['FAILED', 'NETWORK']) {
      expect(await postCatalogueCsv('import', file)).toEqual({
        ok: false,
        code,
        message: 'L’importazione non è riuscita e nulla è stato scritto. Riprova.',
      });
    }
  });
});

describe('useCatalogueExport', () => {
  it('downloads every page as one file', async () => {
    const pages: Record<string, { csv: string; after: string | null }> = {
      start: { csv: 'id,nome\n1,a\n', after: '1' },
      '1': { csv: '2,b\n', after: null },
    };
    const worker = patientWorker((_name, variables) => ({
      data: {
        adminCatalogueCsv: {
          __typename: 'CatalogueCsvPage',
          ...pages[String(variables.after ?? 'start')],
        },
      },
    }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:catalogo';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const hook = renderHook(() => useCatalogueExport(), { wrapper: withClient(worker.client) });
    await act(() => hook.result.current.exportCsv());
    expect(worker.asked.map((a) => a.variables.after)).toEqual([null, '1']);
    expect(await blobs[0]?.text()).toBe('id,nome\n1,a\n2,b\n');
  });
});
