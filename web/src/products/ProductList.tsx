// /products (SPEC §2): the product list; `isFiltered` in the path is accepted and ignored.
import { graphql } from '../gql';
import type { ProductList_ProductFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { SortKey } from '../shared/list/listState';
import { type ListColumn, type ListParams, resourcePaths } from '../shared/list/types';
import { useListQuery } from '../shared/list/useListQuery';
import { useDeleteProductMutation } from './useDeleteProductMutation';

export const ProductList_product = graphql(`
  fragment ProductList_product on Product {
    id
    name
    version
  }
`);

export const productListQuery = graphql(`
  query ProductList($page: Int, $pageSize: Int, $search: String, $orderBy: [SortInput!], $filter: ProductFilter) {
    products(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...ProductList_product
      }
    }
  }
`);

type ProductRow = ProductList_ProductFragment;

const columns: ListColumn<ProductRow>[] = [
  { key: 'name', label: 'Product Name' },
  { key: 'version', label: 'Version' },
];

/** SPEC §9: products sort by name ascending unless told otherwise (as the server does). */
const defaultSort: SortKey[] = [{ field: 'name', direction: 'ASC' }];

const paths = resourcePaths<ProductRow>('product');

const useProductRows = (params: ListParams) =>
  useListQuery(productListQuery, params, (data) => data.products);

export function ProductList() {
  const deleteProduct = useDeleteProductMutation();
  return (
    <EntityList
      title="Products"
      entityLabel="Product"
      columns={columns}
      useRows={useProductRows}
      defaultSort={defaultSort}
      paths={paths}
      onDelete={(product) => deleteProduct(product.id)}
    />
  );
}
