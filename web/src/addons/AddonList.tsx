// /addons (SPEC §2, a list without the isFiltered segment): add-ons by name.
import { formatPrice, messages, yesNo } from '@licensing/domain';
import { graphql } from '../gql';
import type { AddonList_AddonFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { SortKey } from '../shared/list/listState';
import { type ListColumn, type ListParams, resourcePaths } from '../shared/list/types';
import { useListQuery } from '../shared/list/useListQuery';
import { showToast } from '../shared/toast';
import { useDeleteAddonMutation } from './useAddonMutations';

export const AddonList_addon = graphql(`
  fragment AddonList_addon on Addon {
    id
    name
    code
    isActive
    price
    pricePerMonth
    priceCalcPerItem
    product {
      id
      name
    }
  }
`);

export const addonListQuery = graphql(`
  query AddonList($page: Int, $pageSize: Int, $search: String, $orderBy: [SortInput!], $filter: AddonFilter) {
    addons(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...AddonList_addon
      }
    }
  }
`);

type AddonRow = AddonList_AddonFragment;

const columns: ListColumn<AddonRow>[] = [
  { key: 'name', label: 'Name' },
  { key: 'code', label: 'Code' },
  {
    key: 'product',
    label: 'Product',
    render: (item) => item.product?.name ?? '',
    sortField: false,
    filterField: false,
  },
  { key: 'price', label: 'Price', render: (item) => formatPrice(item.price), filterField: false },
  {
    key: 'pricePerMonth',
    label: 'Price Per Month',
    render: (item) => formatPrice(item.pricePerMonth),
    filterField: false,
  },
  {
    key: 'priceCalcPerItem',
    label: 'Per Item',
    render: (item) => yesNo(item.priceCalcPerItem),
    filterField: false,
  },
  { key: 'isActive', label: 'Active', render: (item) => yesNo(item.isActive), filterField: false },
];

/** SPEC §9: other lists sort by name ascending (as the server does). */
const defaultSort: SortKey[] = [{ field: 'name', direction: 'ASC' }];

const paths = resourcePaths<AddonRow>('addon');

const useAddonRows = (params: ListParams) => useListQuery(addonListQuery, params, (data) => data.addons);

export function AddonList() {
  const deleteAddon = useDeleteAddonMutation();
  return (
    <EntityList
      title="Add-ons"
      entityLabel="Addon"
      columns={columns}
      useRows={useAddonRows}
      defaultSort={defaultSort}
      paths={paths}
      onDelete={async (item) => {
        await deleteAddon(item.id);
        showToast(messages.addonDeleted, 'success');
      }}
    />
  );
}
