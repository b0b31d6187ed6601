// /productedition/edit/{id}
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useEditionDraft } from '../catalogShared/useEditionDraft';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import {
  ProductEditionForm,
  type ProductEditionFormValues,
  toProductEditionFormValues,
  toProductEditionInput,
} from './ProductEditionForm';
import { useUpdateProductEditionMutation } from './useProductEditionMutations';

export const productEditionEditQuery = graphql(`
  query ProductEditionEdit($id: ID!) {
    productEdition(id: $id) {
      id
      ...ProductEditionForm_edition
    }
  }
`);

export function ProductEditionEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const updateEdition = useUpdateProductEditionMutation();
  const { data, loading } = useQuery(productEditionEditQuery, { variables: { id } });
  const edition = data?.productEdition;
  const loaded = useMemo(() => (edition ? toProductEditionFormValues(edition) : null), [edition]);
  const { initialValues, openNewFeature } = useEditionDraft(loaded);

  const submit = async (values: ProductEditionFormValues) => {
    await updateEdition(id, toProductEditionInput(values));
    showToast(messages.updateSucceeded, 'success');
    await navigate(`/productedition/detail/${id}`);
  };

  return (
    <>
      <PageHeader title="Edit Product Edition" />
      {initialValues ? (
        <ProductEditionForm
          mode="edit"
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => navigate(`/productedition/detail/${id}`)}
          onNewFeature={(values) => openNewFeature(values, values.productId || null)}
        />
      ) : loading || (edition && !initialValues) ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getProductEditionFailed}</Text>
      )}
    </>
  );
}
