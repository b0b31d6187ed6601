import {
  Button,
  Input,
  Label,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  AddRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  DeleteRegular,
  DismissRegular,
  EditRegular,
  EyeRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { FILTER_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from '@licensing/domain';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirmDelete } from '../confirm/ConfirmDialog';
import { PageHeader } from '../PageHeader';
import {
  type ListState,
  nextSort,
  PAGE_SIZE_OPTIONS,
  parseListState,
  type SortKey,
  withListState,
} from './listState';
import type { ListColumn, ListParams, ListPaths, ListRows } from './types';
import { useDebouncedInput } from './useDebouncedInput';

export type EntityListProps<T extends { id: string }> = {
  /** The screen heading, e.g. 'Products'. */
  title: string;
  /** The entity in the delete confirmation: 'Product' asks 'Are you sure to delete this Product?'. */
  entityLabel: string;
  columns: readonly ListColumn<T>[];
  /** The data hook, e.g. `(params) => useListQuery(productListQuery, params, (d) => d.products)`. */
  useRows: (params: ListParams) => ListRows<T>;
  /** The server's default sort, shown on the headers while the URL names none. */
  defaultSort: readonly SortKey[];
  /** Add button and row actions (View, Edit); see resourcePaths(). */
  paths?: ListPaths<T>;
  /** Deletes a row (after the confirmation); the Delete action shows only when given. */
  onDelete?: (item: T) => Promise<unknown>;
  /** More buttons beside Add. */
  actions?: ReactNode;
  /** Shown between the heading and the search box, e.g. a message bar about the list. */
  notice?: ReactNode;
};

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { width: '320px', maxWidth: '100%' },
  tableWrap: { overflowX: 'auto' },
  filterInput: { width: '100%', minWidth: '80px' },
  actionsCell: { whiteSpace: 'nowrap', width: '128px' },
  // Long unbroken values (codes, e-mails, URLs) wrap inside their column instead of overlapping the next.
  dataCell: { overflowWrap: 'anywhere' },
  headerButton: { userSelect: 'none' },
  pageSize: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  priority: { fontSize: tokens.fontSizeBase100, marginLeft: '2px', verticalAlign: 'super' },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

const sameFilters = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function cellText(item: unknown, key: string): ReactNode {
  const value = (item as Record<string, unknown>)[key];
  return value == null ? '' : String(value);
}

/**
 * The list screen of every entity: server paging, multi-column sort (shift+click adds a key),
 * per-column filters (300 ms), search (500 ms) with clear, delete with confirmation. All of its
 * state is in the URL query string.
 */
export function EntityList<T extends { id: string }>({
  title,
  entityLabel,
  columns,
  useRows,
  defaultSort,
  paths,
  onDelete,
  actions,
  notice,
}: EntityListProps<T>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const pageSizeId = useId('page-size');

  const [searchParams, setSearchParams] = useSearchParams();
  const paramsRef = useRef(searchParams);
  paramsRef.current = searchParams;
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const sort = state.sort ?? defaultSort;

  /** Applies `patch` to the URL (default values are dropped from it). */
  const update = useCallback(
    (patch: Partial<ListState>, replace = false) => {
      const current = paramsRef.current;
      const next = withListState(current, patch);
      if (next.toString() === current.toString()) return;
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const [searchText, setSearchText, commitSearchNow] = useDebouncedInput(
    state.search,
    SEARCH_DEBOUNCE_MS,
    (search) => update({ search, page: 1 }, true),
  );
  const [filterText, setFilterText] = useDebouncedInput(
    state.filters,
    FILTER_DEBOUNCE_MS,
    (filters) => update({ filters, page: 1 }, true),
    sameFilters,
  );

  const params = useMemo<ListParams>(
    () => ({
      page: state.page,
      pageSize: state.pageSize,
      search: state.search.trim() || null,
      orderBy: [...sort],
      filter: Object.keys(state.filters).length > 0 ? state.filters : null,
    }),
    [state, sort],
  );
  const { items, totalCount, loading, refetch } = useRows(params);
  const pageCount = Math.max(1, Math.ceil(totalCount / state.pageSize));

  // A page past the end (a stale link, or rows deleted elsewhere) shows the last page instead.
  useEffect(() => {
    if (!loading && totalCount > 0 && state.page > pageCount) update({ page: pageCount }, true);
  }, [loading, totalCount, state.page, pageCount, update]);

  const handleDelete = async (item: T) => {
    if (!onDelete || !(await confirmDelete(entityLabel))) return;
    try {
      await onDelete(item);
    } catch {
      return; // The error link has shown the server's message.
    }
    // SPEC §2: after a delete empties the current page, go back one page. Otherwise fetch the page
    // again here rather than trusting the mutation's cache eviction to trigger it: the shown rows
    // must never include the deleted one.
    if (items.length === 1 && state.page > 1) update({ page: state.page - 1 });
    else await refetch().catch(() => undefined); // a failed fetch shows its own error toast
  };

  const filterable = columns.some((column) => column.filterField !== false);
  const hasRowActions = Boolean(paths?.detail || paths?.edit || onDelete);
  const pageSizes: number[] = (PAGE_SIZE_OPTIONS as readonly number[]).includes(state.pageSize)
    ? [...PAGE_SIZE_OPTIONS]
    : [...PAGE_SIZE_OPTIONS, state.pageSize].sort((a, b) => a - b);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {actions}
            {paths?.add && (
              <Button
                appearance="primary"
                icon={<AddRegular />}
                onClick={() => paths.add && navigate(paths.add)}
              >
                Add
              </Button>
            )}
          </>
        }
      />
      {notice}
      <div className={styles.toolbar}>
        <Input
          className={styles.search}
          aria-label="Search"
          placeholder="Search"
          value={searchText}
          onChange={(_, data) => setSearchText(data.value)}
          contentBefore={<SearchRegular />}
          contentAfter={
            searchText ? (
              <Button
                appearance="transparent"
                size="small"
                icon={<DismissRegular />}
                onClick={() => commitSearchNow('')}
              >
                {/* Named by content, not aria-label, so getByLabel('Search') keeps one match. */}
                <span className={styles.visuallyHidden}>Clear search</span>
              </Button>
            ) : null
          }
        />
        {loading && <Spinner size="tiny" aria-label="Loading" />}
      </div>

      <div className={styles.tableWrap}>
        <Table role="grid" aria-label={title} aria-busy={loading} sortable>
          <TableHeader>
            <TableRow>
              {columns.map((column) => {
                const sortField = column.sortField === false ? null : (column.sortField ?? column.key);
                const index = sortField ? sort.findIndex((key) => key.field === sortField) : -1;
                const key = sort[index];
                return (
                  <TableHeaderCell
                    key={column.key}
                    style={column.width ? { width: column.width } : undefined}
                    sortable={sortField !== null}
                    sortDirection={key ? (key.direction === 'ASC' ? 'ascending' : 'descending') : undefined}
                    button={
                      sortField
                        ? {
                            className: styles.headerButton,
                            // Shift+click adds a sort key; keep it from selecting text.
                            onMouseDown: (event: MouseEvent) => {
                              if (event.shiftKey) event.preventDefault();
                            },
                            onClick: (event: MouseEvent) =>
                              update({ sort: nextSort(sort, sortField, event.shiftKey), page: 1 }),
                          }
                        : undefined
                    }
                  >
                    {column.label}
                    {key && sort.length > 1 && (
                      <span aria-hidden="true" className={styles.priority}>
                        {index + 1}
                      </span>
                    )}
                  </TableHeaderCell>
                );
              })}
              {hasRowActions && (
                <TableHeaderCell sortable={false} className={styles.actionsCell}>
                  Actions
                </TableHeaderCell>
              )}
            </TableRow>
            {filterable && (
              <TableRow>
                {columns.map((column) => {
                  const filterField =
                    column.filterField === false ? null : (column.filterField ?? column.key);
                  return (
                    <TableHeaderCell key={column.key} sortable={false}>
                      {filterField && (
                        <Input
                          size="small"
                          className={styles.filterInput}
                          aria-label={`Filter ${column.label}`}
                          value={filterText[filterField] ?? ''}
                          onChange={(_, data) => setFilterText({ ...filterText, [filterField]: data.value })}
                        />
                      )}
                    </TableHeaderCell>
                  );
                })}
                {hasRowActions && <TableHeaderCell sortable={false} />}
              </TableRow>
            )}
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                {columns.map((column) => (
                  <TableCell key={column.key} role="gridcell" className={styles.dataCell}>
                    {column.render ? column.render(item) : cellText(item, column.key)}
                  </TableCell>
                ))}
                {hasRowActions && (
                  <TableCell role="gridcell" className={styles.actionsCell}>
                    {paths?.detail && (
                      <Button
                        appearance="subtle"
                        aria-label="View"
                        icon={<EyeRegular />}
                        onClick={() => paths.detail && navigate(paths.detail(item))}
                      />
                    )}
                    {paths?.edit && (
                      <Button
                        appearance="subtle"
                        aria-label="Edit"
                        icon={<EditRegular />}
                        onClick={() => paths.edit && navigate(paths.edit(item))}
                      />
                    )}
                    {onDelete && (
                      <Button
                        appearance="subtle"
                        aria-label="Delete"
                        icon={<DeleteRegular />}
                        onClick={() => void handleDelete(item)}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!loading && items.length === 0 && <div className={styles.empty}>No items found.</div>}
      </div>

      <nav className={styles.pager} aria-label="Pagination">
        <Text>{totalCount === 1 ? '1 item' : `${totalCount} items`}</Text>
        <span className={styles.pageSize}>
          <Label htmlFor={pageSizeId}>Page size</Label>
          <Select
            id={pageSizeId}
            value={String(state.pageSize)}
            onChange={(_, data) => update({ pageSize: Number(data.value), page: 1 })}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </span>
        <Button
          appearance="subtle"
          aria-label="Previous page"
          icon={<ChevronLeftRegular />}
          disabled={state.page <= 1}
          onClick={() => update({ page: state.page - 1 })}
        />
        <Text aria-live="polite">
          Page {Math.min(state.page, pageCount)} of {pageCount}
        </Text>
        <Button
          appearance="subtle"
          aria-label="Next page"
          icon={<ChevronRightRegular />}
          disabled={state.page >= pageCount}
          onClick={() => update({ page: state.page + 1 })}
        />
      </nav>
    </>
  );
}
