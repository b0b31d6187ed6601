// /feature/add (?productID= preselects the product; ?returnTo= goes back to the edition screen that
// opened it, which then adds the new feature as a line and keeps its other edits).
import { useQuery } from '@apollo/client/react';
import { featureEntity } from '@licensing/domain';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { CreatePage } from '../shared/resource/CreatePage';
import { emptyValues, type FormValues, REF_LABELS } from '../shared/resource/formValues';
import { FeatureForm } from './FeatureForm';
import { ADDED_FEATURE_PARAM, safeReturnTo } from './returnTo';

const featureCreateProductQuery = graphql(`
  query FeatureCreateProduct($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`);

export function FeatureCreate() {
  const [params] = useSearchParams();
  const productId = params.get('productID') ?? '';
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { data } = useQuery(featureCreateProductQuery, { variables: { id: productId }, skip: !productId });
  // Wait for the product's name, so the picker shows it.
  if (productId && !data) return <PageHeader title="Add Feature" />;
  const product = data?.product;
  return (
    <CreatePage<FormValues>
      // Back to the edition screen that opened it: with the new feature, or (Cancel) without.
      after={returnTo ? (id) => `${returnTo}?${ADDED_FEATURE_PARAM}=${id}` : undefined}
      cancelTo={returnTo ? `${returnTo}?${ADDED_FEATURE_PARAM}=` : undefined}
    >
      {(form) => (
        <FeatureForm
          initialValues={{
            ...emptyValues(featureEntity),
            ...(product && { productId: product.id, [REF_LABELS]: { productId: product.name } }),
          }}
          {...form}
        />
      )}
    </CreatePage>
  );
}
