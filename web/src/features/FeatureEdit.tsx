// /feature/edit/{id}
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { FeatureForm, type FeatureFormValues, toFeatureInput } from './FeatureForm';
import { useUpdateFeatureMutation } from './useFeatureMutations';

export const featureEditQuery = graphql(`
  query FeatureEdit($id: ID!) {
    feature(id: $id) {
      id
      ...FeatureShow_feature
    }
  }
`);

export function FeatureEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const updateFeature = useUpdateFeatureMutation();
  const { data, loading } = useQuery(featureEditQuery, { variables: { id } });
  const feature = data?.feature;
  const initialValues = useMemo<FeatureFormValues | null>(
    () =>
      feature
        ? {
            productId: feature.productId,
            name: feature.name,
            label: feature.label,
            dataTypeId: feature.dataTypeId,
            isActive: feature.isActive,
          }
        : null,
    [feature],
  );

  const submit = async (values: FeatureFormValues) => {
    await updateFeature(id, toFeatureInput(values));
    showToast(messages.updateSucceeded, 'success');
    await navigate(`/feature/detail/${id}`);
  };

  return (
    <>
      <PageHeader title="Edit Feature" />
      {initialValues ? (
        <FeatureForm
          initialValues={initialValues}
          productLabel={feature?.productName}
          onSubmit={submit}
          onCancel={() => navigate(`/feature/detail/${id}`)}
        />
      ) : loading ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getItemFailed}</Text>
      )}
    </>
  );
}
