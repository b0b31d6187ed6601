import { graphql } from '../gql';
import type { AddonList_AddonFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

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
  query AddonList($page: Int, $pageSize: Int, $search: String, $orderBy: [AddonSort!], $filter: AddonFilter) {
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
  'name',
  'code',
  { key: 'product', label: 'Product', render: (item) => item.product?.name ?? '', sortField: false },
  'price',
  'pricePerMonth',
  { key: 'priceCalcPerItem', label: 'Per Item' },
  { key: 'isActive', label: 'Status' },
];

export function AddonList() {
  return <EntityList columns={columns} query={addonListQuery} pick={(data) => data.addons} />;
}
