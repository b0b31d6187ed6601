// /product/edit/{id}
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages, type ProductValues } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { ProductForm } from './ProductForm';
import { useUpdateProductMutation } from './useUpdateProductMutation';

export const productEditQuery = graphql(`
  query ProductEdit($id: ID!) {
    product(id: $id) {
      id
      ...ProductForm_product
    }
  }
`);

export function ProductEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const updateProduct = useUpdateProductMutation();
  const { data, loading } = useQuery(productEditQuery, { variables: { id } });
  const product = data?.product;
  const initialValues = useMemo<ProductValues | null>(
    () => (product ? { name: product.name, version: product.version } : null),
    [product],
  );

  const submit = async (values: ProductValues) => {
    await updateProduct(id, values);
    showToast(messages.updateSucceeded, 'success');
    await navigate(`/product/detail/${id}`);
  };

  return (
    <>
      <PageHeader title="Edit Product" />
      {initialValues ? (
        <ProductForm
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => navigate(`/product/detail/${id}`)}
        />
      ) : loading ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getItemFailed}</Text>
      )}
    </>
  );
}
