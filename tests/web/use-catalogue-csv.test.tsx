import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../schema/rules/catalogue-csv';
import { useCatalogueExport } from '../../web/catalogue/staff/useCatalogueExport';
import { useCatalogueImport } from '../../web/catalogue/staff/useCatalogueImport';
import { withClient } from './hook-render';
import { patientWorker, type Reply } from './orders-hook-fixtures';

const FILE_TEXT = 'id,nome\n,Pixel\n';

const answer = (created: number, updated: number, written: boolean, lines: string[] = []) => ({
  __typename: 'CatalogueImport',
  created,
  updated,
  written,
  refusals: lines.map((message, i) => ({ __typename: 'CsvRefusal', line: i + 2, message })),
});

function renderImport(reply: (name: string) => Reply) {
  const worker = patientWorker(reply);
  const hook = renderHook(() => useCatalogueImport(), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

const choose = (hook: ReturnType<typeof renderImport>['hook'], file: File) =>
  act(() => hook.result.current.choose(file));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCatalogueImport', () => {
  it('previews a file, writing nothing, then writes it on confirmation', async () => {
    const { hook, asked } = renderImport((name) =>
      name === 'PreviewCatalogueCsv'
        ? { data: { adminPreviewCatalogueCsv: answer(1, 2, false) } }
        : { data: { adminImportCatalogueCsv: answer(1, 2, true) } },
    );
    await choose(hook, new File([FILE_TEXT], 'catalogo.csv'));
    expect(hook.result.current.state).toEqual({
      step: 'ready',
      name: 'catalogo.csv',
      created: 1,
      updated: 2,
    });
    expect(asked).toEqual([{ name: 'PreviewCatalogueCsv', variables: { csv: FILE_TEXT } }]);
    await act(() => hook.result.current.confirm());
    expect(asked.at(-1)).toEqual({ name: 'ImportCatalogueCsv', variables: { csv: FILE_TEXT } });
    expect(hook.result.current.state).toEqual({ step: 'written', created: 1, updated: 2 });
  });

  it('lists the refused lines and offers no confirmation', async () => {
    const { hook, asked } = renderImport(() => ({
      data: { adminPreviewCatalogueCsv: answer(0, 0, false, ['Riga 3: prezzo: …']) },
    }));
    await choose(hook, new File([FILE_TEXT], 'catalogo.csv'));
    expect(hook.result.current.state).toEqual({
      step: 'refused',
      name: 'catalogo.csv',
      lines: ['Riga 3: prezzo: …'],
    });
    await act(() => hook.result.current.confirm());
    expect(asked.map((a) => a.name)).toEqual(['PreviewCatalogueCsv']);
  });

  it('refuses a file over the cap before sending it', async () => {
    const { hook, asked } = renderImport(() => ({ data: null }));
    await choose(hook, new File(['x'.repeat(MAX_IMPORT_BYTES + 1)], 'grande.csv'));
    expect(hook.result.current.state).toEqual({ step: 'failed', message: IMPORT_TOO_LARGE });
    expect(asked).toEqual([]);
  });

  it('says the Worker’s refusal', async () => {
    const { hook } = renderImport(() => ({
      data: null,
      errors: [{ message: 'Accedi per continuare.', extensions: { code: 'UNAUTHENTICATED' } }],
    }));
    await choose(hook, new File([FILE_TEXT], 'catalogo.csv'));
    expect(hook.result.current.state).toEqual({
      step: 'failed',
      message: 'Accedi per continuare.',
    });
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
