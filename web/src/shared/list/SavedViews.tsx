// The list toolbar's Views menu (issue 29): the user's saved views of this list and the shared ones.
// Choosing one puts its search, sort, filters, hidden columns and page size in the URL (and its id
// as `view`, so it can be updated); 'Save view as…' saves the list as it is; the chosen view can be
// updated with the list as it is, shared (administrators) or deleted. licensing-api decides who
// may do what; the menu offers only what the user may.
import { useMutation, useQuery } from '@apollo/client/react';
import { MenuButton } from '@fluentui/react-button';
import {
  BookmarkMultipleRegular,
  DeleteRegular,
  PeopleRegular,
  SaveEditRegular,
  SaveRegular,
} from '@fluentui/react-icons';
import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-menu';
import { makeStyles } from '@griffel/react';
import { messages } from '@licensing/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { SavedViewStateInput, SavedViewsQuery } from '../../gql/graphql';
import { useSession } from '../../session/session';
import { useConfirm } from '../confirm/ConfirmDialog';
import { showToast } from '../toast';
import { type ListState, withListState } from './listState';

// Loaded when first opened: most visits save no view.
const SaveViewDialog = lazy(() => import('./SaveViewDialog').then((m) => ({ default: m.SaveViewDialog })));

/** The URL parameter naming the chosen view. */
const VIEW_PARAM = 'view';

const savedViewsQuery = graphql(`
  query SavedViews($list: String!) {
    savedViews(list: $list) {
      id
      name
      shared
      mine
      ownerName
      state {
        search
        sort {
          field
          direction
        }
        filters {
          field
          value
        }
        hiddenColumns
        pageSize
      }
    }
  }
`);

const saveViewMutation = graphql(`
  mutation SaveView($input: SavedViewInput!) {
    saveView(input: $input) {
      id
    }
  }
`);

const updateViewMutation = graphql(`
  mutation UpdateSavedView($id: ID!, $input: SavedViewUpdateInput!) {
    updateSavedView(id: $id, input: $input) {
      id
    }
  }
`);

const shareViewMutation = graphql(`
  mutation ShareSavedView($id: ID!, $shared: Boolean!) {
    shareSavedView(id: $id, shared: $shared) {
      id
    }
  }
`);

const deleteViewMutation = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id)
  }
`);

const useStyles = makeStyles({
  // A long view name does not widen the toolbar.
  label: { maxWidth: '16em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

type View = SavedViewsQuery['savedViews'][number];

/** The list state a view restores, from its first page. */
const stateOf = (view: View): Partial<ListState> => ({
  page: 1,
  pageSize: view.state.pageSize,
  search: view.state.search,
  sort:
    view.state.sort.length > 0 ? view.state.sort.map(({ field, direction }) => ({ field, direction })) : null,
  filters: Object.fromEntries(view.state.filters.map(({ field, value }) => [field, value])),
  hidden: view.state.hiddenColumns,
});

/**
 * The list's state as a view keeps it (no sort: the list's default), in one order, so that two
 * states compare by their JSON; only the hidden columns the list has.
 */
const inputOf = (state: ListState, columns: readonly string[]): SavedViewStateInput => ({
  search: state.search.trim(),
  sort: (state.sort ?? []).map(({ field, direction }) => ({ field, direction })),
  filters: Object.entries(state.filters)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, value]) => ({ field, value })),
  hiddenColumns: columns.filter((key) => state.hidden.includes(key)),
  pageSize: state.pageSize,
});

/** The list shows what `view` restores (the page aside). */
const shows = (view: View, state: SavedViewStateInput, columns: readonly string[]) =>
  JSON.stringify(inputOf({ page: 1, ...stateOf(view) } as ListState, columns)) === JSON.stringify(state);

export function SavedViews({
  list,
  state,
  columns,
}: {
  /** The entity whose list it is. */
  list: string;
  state: ListState;
  /** The keys of the list's columns, in order. */
  columns: readonly string[];
}) {
  const styles = useStyles();
  const confirm = useConfirm();
  const isAdmin = useSession()?.isAdmin ?? false;
  const [params, setParams] = useSearchParams();
  const { data, refetch } = useQuery(savedViewsQuery, {
    variables: { list },
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useMutation(saveViewMutation, { context: { silentErrors: true } });
  const [update] = useMutation(updateViewMutation, { context: { errorText: messages.updateFailed } });
  const [share] = useMutation(shareViewMutation, { context: { errorText: messages.updateFailed } });
  const [remove] = useMutation(deleteViewMutation, { context: { errorText: messages.processFailed } });
  const [saving, setSaving] = useState<boolean | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const views = data?.savedViews ?? [];
  const chosen = views.find((view) => view.id === params.get(VIEW_PARAM)) ?? null;
  const current = inputOf(state, columns);
  // The list has changed since the view was chosen: 'Update' saves the change.
  const changed = chosen !== null && !shows(chosen, current, columns);
  const own = views.filter((view) => view.mine);
  const others = views.filter((view) => !view.mine);
  const canChange = (view: View) => view.mine || (view.shared && isAdmin);

  /** Marks `id` as the chosen view (null: none), with `patch` applied to the list. */
  const mark = (id: string | null, patch: Partial<ListState> = {}) => {
    const next = withListState(params, patch);
    if (id) next.set(VIEW_PARAM, id);
    else next.delete(VIEW_PARAM);
    setParams(next, { preventScrollReset: true });
  };
  const choose = (view: View) => mark(view.id, stateOf(view));

  const saveAs = async (name: string, shared: boolean) => {
    try {
      const result = await save({ variables: { input: { list, name, shared, state: current } } });
      await refetch();
      const saved = result.data?.saveView;
      if (saved) mark(saved.id);
      setSaving(false);
      showToast('View saved', 'success');
      return null;
    } catch (error) {
      return errorMessage(error, messages.addFailed);
    }
  };

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
    } catch {
      return; // The error link has shown the server's message.
    }
    await refetch().catch(() => undefined);
    showToast(done, 'success');
  };

  const item = (view: View) => (
    <MenuItemRadio
      key={view.id}
      name="view"
      value={view.id}
      secondaryContent={view.mine ? (view.shared ? 'shared' : undefined) : view.ownerName}
    >
      {view.name}
    </MenuItemRadio>
  );

  return (
    <>
      <Menu
        checkedValues={{ view: chosen ? [chosen.id] : [] }}
        onCheckedValueChange={(_, { checkedItems }) => {
          const view = views.find((candidate) => candidate.id === checkedItems[0]);
          if (view) choose(view);
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <MenuButton ref={menuButton} appearance="subtle" icon={<BookmarkMultipleRegular />}>
            <span className={styles.label}>
              {chosen ? `Views: ${chosen.name}${changed ? ' (changed)' : ''}` : 'Views'}
            </span>
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>My views</MenuGroupHeader>
              {own.length === 0 && <MenuItem disabled>No saved views yet</MenuItem>}
              {own.map(item)}
            </MenuGroup>
            {others.length > 0 && (
              <MenuGroup>
                <MenuGroupHeader>Shared views</MenuGroupHeader>
                {others.map(item)}
              </MenuGroup>
            )}
            <MenuDivider />
            <MenuItem icon={<SaveRegular />} onClick={() => setSaving(true)}>
              Save view as…
            </MenuItem>
            {chosen && canChange(chosen) && (
              <MenuItem
                icon={<SaveEditRegular />}
                onClick={() =>
                  void act(
                    () => update({ variables: { id: chosen.id, input: { state: current } } }),
                    'View updated',
                  )
                }
              >
                Update '{chosen.name}'
              </MenuItem>
            )}
            {chosen && isAdmin && (
              <MenuItem
                icon={<PeopleRegular />}
                onClick={() =>
                  void act(
                    () => share({ variables: { id: chosen.id, shared: !chosen.shared } }),
                    chosen.shared ? 'View no longer shared' : 'View shared with everyone',
                  )
                }
              >
                {chosen.shared ? 'Stop sharing' : 'Share with everyone'}
              </MenuItem>
            )}
            {chosen && canChange(chosen) && (
              <MenuItem
                icon={<DeleteRegular />}
                onClick={async () => {
                  const question = `Delete the view '${chosen.name}'?`;
                  if (!(await confirm({ message: question, confirmLabel: 'Delete', cancelLabel: 'Cancel' })))
                    return;
                  await act(async () => {
                    await remove({ variables: { id: chosen.id } });
                    mark(null);
                  }, 'View deleted');
                }}
              >
                Delete '{chosen.name}'…
              </MenuItem>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
      {saving !== null && (
        <Suspense fallback={null}>
          <SaveViewDialog
            open={saving}
            canShare={isAdmin}
            onSave={saveAs}
            onClose={() => setSaving(false)}
            returnTo={() => menuButton.current}
          />
        </Suspense>
      )}
    </>
  );
}
