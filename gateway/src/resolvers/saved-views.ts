// Resolvers of schema/saved-views.graphql: a list's saved views over licensing-api's SavedViews
// routes, which decide who may read, change, share or delete one and check what a view holds.
import { messages, workflows } from '@licensing/domain';
import type { Resolvers, SavedView, SavedViewStateInput, SortDirection } from '../generated/graphql.js';
import type { WorkflowAnswer } from '../rest/client.js';
import { requireRestId } from '../rest/resource.js';

type RestView = WorkflowAnswer<typeof workflows.CreateSavedView>;

const toView = (view: RestView): SavedView => ({
  id: view.Id,
  list: view.List,
  name: view.Name,
  shared: view.Shared,
  mine: view.Mine,
  ownerName: view.OwnerName,
  state: {
    search: view.State.Search,
    sort: view.State.Sort.map(({ Field, Direction }) => ({
      field: Field,
      direction: Direction as SortDirection,
    })),
    filters: Object.entries(view.State.Filters).map(([field, value]) => ({ field, value: String(value) })),
    hiddenColumns: view.State.HiddenColumns,
    pageSize: view.State.PageSize,
  },
  createdDate: view.CreatedDate,
  updatedDate: view.UpdatedDate,
});

/** A state input as licensing-api takes it (its filters one object by field). */
const restState = (state: SavedViewStateInput) => ({
  Search: state.search ?? undefined,
  Sort: state.sort?.map(({ field, direction }) => ({ Field: field, Direction: direction })),
  Filters: state.filters
    ? Object.fromEntries(state.filters.map(({ field, value }) => [field, value]))
    : undefined,
  HiddenColumns: state.hiddenColumns ?? undefined,
  PageSize: state.pageSize ?? undefined,
});

const viewId = (id: string) => ({ id: requireRestId(id, 'id', 'uuid') });

export const savedViewResolvers: Resolvers = {
  Query: {
    savedViews: async (_parent, { list }, { rest }) =>
      (
        await rest.call(workflows.GetSavedViews, {
          query: { List: list },
          failure: messages.getListFailed('View'),
        })
      ).map(toView),
  },
  Mutation: {
    saveView: async (_parent, { input }, { rest }) =>
      toView(
        await rest.call(workflows.CreateSavedView, {
          body: {
            List: input.list,
            Name: input.name,
            Shared: input.shared ?? false,
            State: restState(input.state),
          },
          fields: { name: 'Name', list: 'List', shared: 'Shared' },
          failure: messages.addFailed,
        }),
      ),
    updateSavedView: async (_parent, { id, input }, { rest }) =>
      toView(
        await rest.call(workflows.UpdateSavedView, {
          params: viewId(id),
          body: {
            Name: input.name ?? undefined,
            State: input.state ? restState(input.state) : undefined,
          },
          fields: { name: 'Name' },
          failure: messages.updateFailed,
        }),
      ),
    shareSavedView: async (_parent, { id, shared }, { rest }) =>
      toView(
        await rest.call(workflows.UpdateSavedView, {
          params: viewId(id),
          body: { Shared: shared },
          failure: messages.updateFailed,
        }),
      ),
    deleteSavedView: async (_parent, { id }, { rest }) => {
      await rest.call(workflows.DeleteSavedView, { params: viewId(id), failure: messages.processFailed });
      return id;
    },
  },
};
