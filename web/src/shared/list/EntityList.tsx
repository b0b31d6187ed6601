import type { TypedDocumentNode } from '@apollo/client';
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { AddRegular, DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { FILTER_DEBOUNCE_MS, messages, SEARCH_DEBOUNCE_MS } from '@licensing/domain';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deleteAction, deleteQuestion, useConfirm } from '../confirm/ConfirmDialog';
import { PageHeader } from '../PageHeader';
import { useEntityScreen } from '../resource/useEntityMutations';
import { type BulkActions, BulkBar } from './BulkBar';
import { ColumnChooser } from './ColumnChooser';
import { ColumnFilter } from './ColumnFilter';
import { CsvExportProvider, ExportButton, ExportProgress } from './ExportButton';
import type { ExportRequest } from './exportCsv';
import { iconButton, ListPager } from './ListPager';
import { ListToolbar } from './ListToolbar';
import { columnOf, filterVariables, sameFilters } from './listColumns';
import { type ListState, nextSort, parseListState, toSortKey, withListState } from './listState';
import { SavedViews } from './SavedViews';
import type { ListColumn, ListParams } from './types';
import { useDebouncedInput } from './useDebouncedInput';
import { useFittingColumns } from './useFittingColumns';
import { useListQuery } from './useListQuery';
import { useRowSelection } from './useRowSelection';

export type EntityListProps<T extends { id: string }> = {
  columns: readonly ListColumn<T>[];
  /** The screen's fragment, which the entity's list operation answers its rows with; the declared row unless given. */
  fragment?: TypedDocumentNode<T, unknown>;
  /** Shown between the heading and the search box, e.g. a message bar about the list. */
  notice?: ReactNode;
  /** The heading, when it is not the resource's label (SPEC §2 'Orders Dashboard'). */
  title?: string;
  /** The entity's own actions on selected rows, beyond delete and export (BulkBar). */
  bulkActions?: BulkActions;
};

const useStyles = makeStyles({
  // Columns of lower priority step aside until the row fits (useFittingColumns); should the rest
  // still not fit, the wrapper scrolls sideways with the row actions pinned at its right edge.
  tableWrap: { overflowX: 'auto' },
  // Columns as wide as their content (words never break inside).
  table: { tableLayout: 'auto', width: '100%' },
  actionsCell: {
    whiteSpace: 'nowrap',
    width: '128px',
    position: 'sticky',
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  dataCell: { maxWidth: '32em' },
  selectCell: { width: '44px' },
  // Amounts line up by their last digit.
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numericHeader: { textAlign: 'end', '& > div, & > button': { justifyContent: 'flex-end' } },
  headerButton: { userSelect: 'none' },
  priority: { fontSize: tokens.fontSizeBase100, marginLeft: '2px', verticalAlign: 'super' },
  failed: {
    padding: tokens.spacingVerticalXL,
    textAlign: 'center',
    color: tokens.colorPaletteRedForeground1,
  },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/**
 * The list screen of every entity: server paging, multi-column sort (shift+click adds a key),
 * per-column filters (300 ms), search (500 ms) with clear, delete with confirmation. All of its
 * state is in the URL query string. Write actions show only to those who may write.
 */
export function EntityList<T extends { id: string }>({
  columns: declaredColumns,
  fragment,
  notice,
  title,
  bulkActions,
}: EntityListProps<T>) {
  const { resource, entity, paths, navigate, canWrite, remove } = useEntityScreen();
  const styles = useStyles();
  const confirm = useConfirm();
  const defaultSort = useMemo(() => entity.defaultSort.map(toSortKey), [entity]);
  const columns = useMemo(
    () => declaredColumns.map((column) => columnOf(entity, column)),
    [entity, declaredColumns],
  );

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
      filter: filterVariables(entity, state.filters),
    }),
    [state, sort, entity],
  );
  const { items, totalCount, loading, failed, refetch } = useListQuery(entity, fragment, params);
  const pageCount = Math.max(1, Math.ceil(totalCount / state.pageSize));
  const pageIds = useMemo(() => items.map((item) => item.id), [items]);
  const selection = useRowSelection(pageIds);
  const { clear: clearSelection } = selection;
  // A selection is of one query's rows (kept across its pages): another search or filter starts another.
  const query = JSON.stringify([entity.name, params.search, params.filter]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the query changes.
  useEffect(() => clearSelection(), [clearSelection, query]);

  // A page past the end (a stale link, or rows deleted elsewhere) shows the last page instead.
  useEffect(() => {
    if (!loading && totalCount > 0 && state.page > pageCount) update({ page: pageCount }, true);
  }, [loading, totalCount, state.page, pageCount, update]);

  const handleDelete = async (item: T) => {
    if (!(await confirm(deleteQuestion(entity)))) return;
    try {
      await remove(item.id);
    } catch {
      return; // The error link has shown the server's message.
    }
    if (selection.selected.has(item.id)) selection.toggle(item.id);
    // SPEC §2: after a delete empties the current page, go back one page. Otherwise fetch the page
    // again here rather than trusting the mutation's cache eviction to trigger it: the shown rows
    // must never include the deleted one.
    if (items.length === 1 && state.page > 1) update({ page: state.page - 1 });
    else await refetch().catch(() => undefined); // a failed fetch shows its own error toast
  };

  // A column whose sort or filter is in use stays (neither hidden nor stepped aside), so what
  // narrows the list is always in sight; the others show unless the user hid them.
  const inUse = useCallback(
    ({ sortField, filterField }: (typeof columns)[number]) =>
      (sortField !== null && sort.some((sortKey) => sortKey.field === sortField)) ||
      (filterField !== null && Boolean(state.filters[filterField])),
    [sort, state.filters],
  );
  const chosen = useMemo(
    () => columns.filter((column) => inUse(column) || !state.hidden.includes(column.key)),
    [columns, inUse, state.hidden],
  );
  const fitting = useMemo(
    () => chosen.map((column) => ({ key: column.key, priority: column.priority, kept: inUse(column) })),
    [chosen, inUse],
  );
  // One cell before the columns: the row's selection box.
  const { wrapRef, tableRef, steppedAside } = useFittingColumns(fitting, items, 1);
  const shown = chosen.filter((column) => !steppedAside.has(column.key));

  const filterable = shown.some((column) => column.filterField);
  // What the list shows, as the export takes it: the declared fields of the columns the user keeps
  // (whatever this screen's width steps aside).
  const exportRequest: ExportRequest = {
    entity,
    params,
    columns: chosen
      .map(({ key }) => key)
      .filter((key) => entity.fields[key] && entity.fields[key].type !== 'list'),
  };
  const rowName = (item: T) => String((item as Record<string, unknown>)[chosen[0]?.key ?? 'id'] ?? item.id);

  return (
    <CsvExportProvider>
      <PageHeader
        title={title ?? resource.label}
        actions={
          canWrite && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.add)}>
              Add
            </Button>
          )
        }
      />
      {notice}
      <ListToolbar
        search={searchText}
        onSearch={setSearchText}
        onClear={() => commitSearchNow('')}
        loading={loading}
        steppedAside={chosen.filter((column) => steppedAside.has(column.key)).map((column) => column.label)}
        menus={
          <>
            <SavedViews list={entity.name} state={state} columns={columns.map((column) => column.key)} />
            <ColumnChooser
              columns={columns.map((column) => ({ ...column, inUse: inUse(column) }))}
              hidden={state.hidden}
              onChange={(hidden) => update({ hidden })}
            />
            <ExportButton request={exportRequest} total={totalCount} />
          </>
        }
      />
      <ExportProgress />
      <BulkBar
        entity={entity}
        selection={selection}
        canWrite={canWrite}
        exportRequest={exportRequest}
        actions={bulkActions}
        onDone={async () => {
          await refetch().catch(() => undefined);
        }}
      />

      <div className={styles.tableWrap} ref={wrapRef}>
        <Table
          ref={tableRef}
          role="grid"
          aria-label={resource.label}
          aria-busy={loading}
          sortable
          className={styles.table}
        >
          <TableHeader>
            <TableRow>
              <TableHeaderCell sortable={false} className={styles.selectCell}>
                <Checkbox
                  aria-label="Select all on this page"
                  checked={selection.pageState}
                  disabled={items.length === 0}
                  onChange={selection.togglePage}
                />
              </TableHeaderCell>
              {shown.map((column) => {
                const { sortField } = column;
                const index = sortField ? sort.findIndex((key) => key.field === sortField) : -1;
                const key = sort[index];
                return (
                  <TableHeaderCell
                    key={column.key}
                    className={column.numeric ? styles.numericHeader : undefined}
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
              <TableHeaderCell sortable={false} className={styles.actionsCell}>
                Actions
              </TableHeaderCell>
            </TableRow>
            {filterable && (
              <TableRow>
                <TableHeaderCell sortable={false} role="none" className={styles.selectCell} />
                {shown.map(({ key, label, filterField, filterKind, choices }) => (
                  // No box, no header: 'none' keeps an empty cell out of what is announced.
                  <TableHeaderCell key={key} sortable={false} role={filterField ? undefined : 'none'}>
                    {filterField && (
                      <ColumnFilter
                        kind={filterKind}
                        label={label}
                        choices={choices}
                        value={filterText[filterField] ?? ''}
                        onChange={(value) => setFilterText({ ...filterText, [filterField]: value })}
                      />
                    )}
                  </TableHeaderCell>
                ))}
                <TableHeaderCell sortable={false} role="none" className={styles.actionsCell} />
              </TableRow>
            )}
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell role="gridcell" className={styles.selectCell}>
                  <Checkbox
                    aria-label={`Select ${rowName(item)}`}
                    checked={selection.selected.has(item.id)}
                    onChange={() => selection.toggle(item.id)}
                  />
                </TableCell>
                {shown.map((column) => (
                  <TableCell
                    key={column.key}
                    role="gridcell"
                    className={mergeClasses(styles.dataCell, column.numeric && styles.numeric)}
                  >
                    {column.render(item)}
                  </TableCell>
                ))}
                <TableCell role="gridcell" className={styles.actionsCell}>
                  {iconButton('View', <EyeRegular />, () => navigate(paths.detail(item.id)))}
                  {canWrite && iconButton('Edit', <EditRegular />, () => navigate(paths.edit(item.id)))}
                  {canWrite &&
                    iconButton(deleteAction(entity), <DeleteRegular />, () => void handleDelete(item))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {failed ? (
          <div className={styles.failed} role="alert">
            {messages.getListFailed(entity.displayName)}
          </div>
        ) : (
          !loading && items.length === 0 && <div className={styles.empty}>No items found.</div>
        )}
      </div>

      <ListPager
        page={state.page}
        pageCount={pageCount}
        pageSize={state.pageSize}
        totalCount={totalCount}
        onChange={(patch) => update(patch)}
      />
    </CsvExportProvider>
  );
}
