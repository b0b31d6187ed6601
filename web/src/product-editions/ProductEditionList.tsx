// /producteditions (SPEC §2): the product edition list; `isFiltered` in the path is accepted and ignored.
import { formatDate, formatPrice } from '@licensing/domain';
import { graphql } from '../gql';
import type { ProductEditionList_EditionFragment } from '../gql/graphql';
import { resourceOf } from '../resources';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';
import { StatusBadge } from '../shared/StatusBadge';

export const ProductEditionList_edition = graphql(`
  fragment ProductEditionList_edition on ProductEdition {
    id
    name
    code
    productName
    price
    pricePerMonth
    activeDate
    inactiveDate
    isActive
  }
`);

export const productEditionListQuery = graphql(`
  query ProductEditionList(
    $page: Int
    $pageSize: Int
    $search: String
    $orderBy: [ProductEditionSort!]
    $filter: ProductEditionFilter
  ) {
    productEditions(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...ProductEditionList_edition
      }
    }
  }
`);

type EditionRow = ProductEditionList_EditionFragment;

const columns: ListColumn<EditionRow>[] = [
  { key: 'name', label: 'Edition Name' },
  { key: 'code', label: 'Edition Code' },
  { key: 'productName', label: 'Product Name' },
  { key: 'price', label: 'Price Per Year', filterField: false, render: (row) => formatPrice(row.price) },
  {
    key: 'pricePerMonth',
    label: 'Price Per Month',
    filterField: false,
    render: (row) => formatPrice(row.pricePerMonth),
  },
  {
    key: 'activeDate',
    label: 'Active Date',
    filterField: false,
    render: (row) => formatDate(row.activeDate),
  },
  {
    key: 'inactiveDate',
    label: 'Inactive Date',
    filterField: false,
    render: (row) => formatDate(row.inactiveDate),
  },
  {
    key: 'isActive',
    label: 'Status',
    sortField: false,
    filterField: false,
    render: (row) => <StatusBadge isActive={row.isActive} />,
  },
];

export function ProductEditionList() {
  return (
    <EntityList
      resource={resourceOf('ProductEdition')}
      columns={columns}
      query={productEditionListQuery}
      pick={(data) => data.productEditions}
    />
  );
}
