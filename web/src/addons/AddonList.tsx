// /addons (SPEC §2, a list without the isFiltered segment): add-ons by name.
import { formatPrice, yesNo } from '@licensing/domain';
import { graphql } from '../gql';
import type { AddonList_AddonFragment } from '../gql/graphql';
import { resourceOf } from '../resources';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';
import { StatusBadge } from '../shared/StatusBadge';

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
  {
    key: 'isActive',
    label: 'Status',
    render: (item) => <StatusBadge isActive={item.isActive} />,
    filterField: false,
  },
];

export function AddonList() {
  return (
    <EntityList
      resource={resourceOf('Addon')}
      columns={columns}
      query={addonListQuery}
      pick={(data) => data.addons}
    />
  );
}
