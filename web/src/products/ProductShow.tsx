// /product/detail/{id}: the product, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { ProductShow_ProductFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { useDeleteProductMutation } from './useDeleteProductMutation';

export const ProductShow_product = graphql(`
  fragment ProductShow_product on Product {
    id
    name
    version
  }
`);

export const productShowQuery = graphql(`
  query ProductShow($id: ID!) {
    product(id: $id) {
      id
      ...ProductShow_product
    }
  }
`);

/** The product's fields as a definition list. */
export function ProductDetails({ product }: { product: ProductShow_ProductFragment }) {
  return (
    <DetailList
      items={[
        ['Product Name', product.name],
        ['Version', product.version],
      ]}
    />
  );
}

export function ProductShow() {
  const { id = '' } = useParams();
  const deleteProduct = useDeleteProductMutation();
  const { data, loading } = useQuery(productShowQuery, { variables: { id } });
  return (
    <DetailPage
      title="Product Detail"
      item={data?.product}
      loading={loading}
      editPath={(product) => `/product/edit/${product.id}`}
      entityLabel="Product"
      onDelete={deleteProduct}
      listPath="/products"
    >
      {(product) => <ProductDetails product={product} />}
    </DetailPage>
  );
}
