import { useSearchParams } from 'wouter';

/** The admin area's sections, addressed in the URL so a link or a reload keeps the view. */
export const ADMIN_VIEWS = [
  { id: 'panoramica', label: 'Panoramica' },
  { id: 'preventivi', label: 'Preventivi' },
  { id: 'listino', label: 'Listino' },
  { id: 'spedizioni', label: 'Spedizioni' },
  { id: 'riparazioni', label: 'Riparazioni' },
  { id: 'ordini', label: 'Ordini' },
  { id: 'numeri', label: 'Numeri' },
  { id: 'recensioni', label: 'Recensioni' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'registro', label: 'Registro modifiche' },
] as const;

export type AdminView = (typeof ADMIN_VIEWS)[number]['id'];

/** ?vista=riparazioni&id=…&pagina=2&cerca=…&stato=… */
export function useAdminUrl() {
  const [params, setParams] = useSearchParams();
  const view = (ADMIN_VIEWS.find((v) => v.id === params.get('vista'))?.id ??
    'panoramica') as AdminView;
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const go = (next: {
    view?: AdminView;
    id?: string | null;
    page?: number;
    search?: string;
    status?: string;
  }) => {
    const target = new URLSearchParams();
    const targetView = next.view ?? view;
    if (targetView !== 'panoramica') target.set('vista', targetView);
    const sameList = !next.view || next.view === view;
    const search = next.search ?? (sameList ? (params.get('cerca') ?? '') : '');
    const status = next.status ?? (sameList ? (params.get('stato') ?? '') : '');
    const targetPage =
      next.page ?? (sameList && next.search === undefined && next.status === undefined ? page : 1);
    if (search) target.set('cerca', search);
    if (status) target.set('stato', status);
    if (targetPage > 1) target.set('pagina', String(targetPage));
    const id = next.id === undefined ? (sameList ? params.get('id') : null) : next.id;
    if (id) target.set('id', id);
    setParams(target);
  };
  return {
    view,
    id: params.get('id'),
    page,
    search: params.get('cerca') ?? '',
    status: params.get('stato') ?? '',
    go,
  };
}
