// /feature/add (?productID= preselects the product; ?returnTo= goes back to the edition screen that
// opened it, which then adds the new feature as a line).
import { useQuery } from '@apollo/client/react';
import { messages } from '@licensing/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { showToast } from '../shared/toast';
import { emptyFeature, FeatureForm, type FeatureFormValues, toFeatureInput } from './FeatureForm';
import { ADDED_FEATURE_PARAM, safeReturnTo } from './returnTo';
import { useCreateFeatureMutation } from './useFeatureMutations';

const featureCreateProductQuery = graphql(`
  query FeatureCreateProduct($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`);

export function FeatureCreate() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = params.get('productID') ?? '';
  const returnTo = safeReturnTo(params.get('returnTo'));
  const createFeature = useCreateFeatureMutation();
  const { data } = useQuery(featureCreateProductQuery, { variables: { id: productId }, skip: !productId });

  const submit = async (values: FeatureFormValues) => {
    const created = await createFeature(toFeatureInput(values));
    showToast(messages.addSucceeded, 'success');
    await navigate(
      returnTo ? `${returnTo}?${ADDED_FEATURE_PARAM}=${created.id}` : `/feature/detail/${created.id}`,
    );
  };

  // Wait for the product's name, so the picker shows it.
  if (productId && !data) return <PageHeader title="Add Feature" />;
  return (
    <>
      <PageHeader title="Add Feature" />
      <FeatureForm
        initialValues={emptyFeature(data?.product ? productId : '')}
        productLabel={data?.product?.name}
        onSubmit={submit}
        onCancel={() => navigate(returnTo ?? '/features')}
      />
    </>
  );
}
