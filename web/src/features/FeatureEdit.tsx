// /feature/edit/{id}
import { graphql } from '../gql';
import type { FeatureShow_FeatureFragment } from '../gql/graphql';
import { EditPage } from '../shared/resource/EditPage';
import { FeatureForm, type FeatureFormValues, toFeatureInput } from './FeatureForm';
import { FeatureShow_feature } from './fragments';

export const featureEditQuery = graphql(`
  query FeatureEdit($id: ID!) {
    feature(id: $id) {
      id
      ...FeatureShow_feature
    }
  }
`);

const toValues = (feature: FeatureShow_FeatureFragment): FeatureFormValues => ({
  productId: feature.productId,
  name: feature.name,
  label: feature.label,
  dataTypeId: feature.dataTypeId,
  isActive: feature.isActive,
});

export function FeatureEdit() {
  return (
    <EditPage
      query={featureEditQuery}
      pick={(data) => data.feature}
      toValues={toValues}
      toInput={toFeatureInput}
      result={FeatureShow_feature}
    >
      {(form, feature) => <FeatureForm {...form} productLabel={feature.productName} />}
    </EditPage>
  );
}
