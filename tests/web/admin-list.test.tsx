import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminList, type Column } from '../../web/admin/AdminList';
import { renderAt } from './render';

type Row = { id: string; name: string };
const columns: Column<Row>[] = [{ header: 'Nome', cell: (row) => row.name }];
const STATUSES = [
  { value: 'APERTO', label: 'Aperto' },
  { value: 'CHIUSO', label: 'Chiuso' },
];

function renderList(
  page: { items: Row[]; total: number; pageCount: number } | undefined,
  path = '/admin?vista=ordini',
  failed = false,
) {
  const onRetry = vi.fn();
  const utils = renderAt(
    <AdminList
      label="Ordini"
      searchHint="Numero o cognome"
      statuses={STATUSES}
      page={page}
      columns={columns}
      rowId={(row) => row.id}
      rowName={(row) => row.name}
      failed={failed}
      onRetry={onRetry}
    />,
    path,
  );
  return { ...utils, onRetry };
}

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, name: `Riga ${i + 1}` }));

describe('a staff list', () => {
  it('lists the rows, marks the open one and opens another through the URL', () => {
    const { current } = renderList(
      { items: rows(2), total: 2, pageCount: 1 },
      '/admin?vista=ordini&id=r1',
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Apri Riga 1' }).closest('tr')?.className).toContain(
      'bg-brand-50',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apri Riga 2' }));
    expect(current().search).toBe('?vista=ordini&id=r2');
    expect(screen.getByText('2 elementi · pagina 1 di 1')).toBeTruthy();
  });

  it('searches the trimmed text from page one, closing the open record', () => {
    const { current } = renderList(
      { items: rows(1), total: 1, pageCount: 3 },
      '/admin?vista=ordini&pagina=2&id=r1',
    );
    fireEvent.input(screen.getByRole('searchbox', { name: 'Cerca in ordini' }), {
      target: { value: '  Rossi ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(current().search).toBe('?vista=ordini&cerca=Rossi');
  });

  it('filters by state and pages forward and back', () => {
    const { current } = renderList(
      { items: rows(1), total: 41, pageCount: 3 },
      '/admin?vista=ordini&pagina=2',
    );
    const previous = screen.getByRole('button', { name: 'Precedente' });
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(current().search).toBe('?vista=ordini&pagina=3');
    fireEvent.click(previous);
    fireEvent.change(screen.getByRole('combobox', { name: 'Stato' }), {
      target: { value: 'CHIUSO' },
    });
    expect(current().search).toBe('?vista=ordini&stato=CHIUSO');
  });

  it('says when it is loading, empty, or failed, and retries on request', () => {
    const loading = renderList(undefined);
    expect(screen.getByRole('status').textContent).toBe('Caricamento…');
    loading.unmount();

    const empty = renderList({ items: [], total: 0, pageCount: 1 });
    expect(screen.getByText('Nessun risultato.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Precedente' })).toHaveProperty('disabled', true);
    empty.unmount();

    const { onRetry } = renderList(undefined, '/admin?vista=ordini', true);
    fireEvent.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
