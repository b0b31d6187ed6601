import { graphql } from '../gql';
import type { ProductEditionList_EditionFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

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

// On a narrow screen the edition, its product, prices and status stay; the dates step aside.
const columns: ListColumn<EditionRow>[] = [
  'name',
  { key: 'code', priority: 2 },
  'productName',
  'price',
  'pricePerMonth',
  { key: 'activeDate', priority: 3 },
  { key: 'inactiveDate', priority: 3 },
  { key: 'isActive', label: 'Status' },
];

export function ProductEditionList() {
  return (
    <EntityList columns={columns} query={productEditionListQuery} pick={(data) => data.productEditions} />
  );
}
