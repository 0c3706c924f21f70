import { Fragment, type ReactNode } from 'react';
import type { DocumentInput } from 'urql';
import type { Vocabulary } from '../../schema/vocabulary';
import { AdminList, type Column } from './AdminList';
import { useAdminUrl } from './admin-url';
import { useStaffList } from './staff-queries';

/** What a staff list's query takes: the page, and the search and state filter where it has them. */
interface StaffListVariables<Status extends string> {
  page: number;
  search?: string | null;
  status?: Uppercase<Status> | null;
}

interface StaffPage<Row> {
  items: readonly Row[];
  total: number;
  pageCount: number;
}

interface StaffSectionProps<Data, Row, Status extends string> {
  query: DocumentInput<Data, StaffListVariables<Status>>;
  /** The page of rows in the query's answer. */
  rows: (data: Data) => StaffPage<Row>;
  label: string;
  /** The search box's placeholder; lists that cannot be searched leave it out. */
  searchHint?: string;
  /** The states the list can be filtered by; lists without a filter leave it out. */
  statuses?: Vocabulary<Status>;
  columns: readonly Column<Row>[];
  rowId: (row: Row) => string;
  /** Names the row for the "Apri" button; lists without a detail panel leave it out. */
  rowName?: (row: Row) => string;
  actions?: ReactNode;
  /** The panel of the record named in the URL; `onChanged` refreshes the list after an edit. */
  detail?: (id: string, onChanged: () => void) => ReactNode;
}

/**
 * One staff list and the detail panel of its open record, both addressed in the URL
 * (?vista=…&id=…&pagina=…&cerca=…&stato=…).
 */
export function StaffSection<Data, Row, Status extends string = never>({
  query,
  rows,
  searchHint,
  statuses,
  detail,
  ...table
}: StaffSectionProps<Data, Row, Status>) {
  const url = useAdminUrl();
  const list = useStaffList(query, {
    page: url.page,
    ...(searchHint ? { search: url.search || null } : {}),
    ...(statuses ? { status: statuses.apiValueOf(url.status) } : {}),
  });
  return (
    <div className="space-y-4">
      {url.id && detail ? <Fragment key={url.id}>{detail(url.id, list.refresh)}</Fragment> : null}
      <AdminList
        {...table}
        searchHint={searchHint}
        statuses={statuses?.options}
        page={list.data ? rows(list.data) : undefined}
        failed={list.failed}
        onRetry={list.refresh}
      />
    </div>
  );
}
