// /producteditions (SPEC §2): the product edition list; `isFiltered` in the path is accepted and ignored.
import { formatDate, formatPrice } from '@licensing/domain';
import { EditionStatus } from '../catalogShared/EditionStatus';
import { graphql } from '../gql';
import type { ProductEditionList_EditionFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { SortKey } from '../shared/list/listState';
import { type ListColumn, type ListParams, resourcePaths } from '../shared/list/types';
import { useListQuery } from '../shared/list/useListQuery';
import { useDeleteProductEditionMutation } from './useProductEditionMutations';

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
    $orderBy: [SortInput!]
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
    render: (row) => <EditionStatus isActive={row.isActive} />,
  },
];

/** SPEC §9: editions sort by ProductEditionName ascending. */
const defaultSort: SortKey[] = [{ field: 'name', direction: 'ASC' }];

const paths = resourcePaths<EditionRow>('productedition');

const useEditionRows = (params: ListParams) =>
  useListQuery(productEditionListQuery, params, (data) => data.productEditions);

export function ProductEditionList() {
  const deleteEdition = useDeleteProductEditionMutation();
  return (
    <EntityList
      title="Product Editions"
      entityLabel="Product Edition"
      columns={columns}
      useRows={useEditionRows}
      defaultSort={defaultSort}
      paths={paths}
      onDelete={(edition) => deleteEdition(edition.id)}
    />
  );
}
