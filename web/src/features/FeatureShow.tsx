// /feature/detail/{id}: the feature, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { messages } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailList } from '../catalogShared/DetailList';
import { graphql } from '../gql';
import { useConfirmDelete } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { useDeleteFeatureMutation } from './useFeatureMutations';

export const FeatureShow_feature = graphql(`
  fragment FeatureShow_feature on Feature {
    id
    name
    label
    productId
    productName
    isActive
    dataTypeId
    dataType
    isBoolean
  }
`);

export const featureShowQuery = graphql(`
  query FeatureShow($id: ID!) {
    feature(id: $id) {
      id
      ...FeatureShow_feature
    }
  }
`);

export function FeatureShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const deleteFeature = useDeleteFeatureMutation();
  const { data, loading } = useQuery(featureShowQuery, { variables: { id } });
  const feature = data?.feature;

  const remove = async () => {
    if (!(await confirmDelete('Feature'))) return;
    try {
      await deleteFeature(id);
    } catch {
      return; // The error link has shown the server's message (e.g. what still uses it).
    }
    await navigate('/features');
  };

  if (!feature) {
    return (
      <>
        <PageHeader title="Feature Detail" />
        {loading ? <PageSpinner /> : <Text as="p">{messages.getItemFailed}</Text>}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Feature Detail"
        actions={
          <>
            <Button icon={<EditRegular />} onClick={() => navigate(`/feature/edit/${feature.id}`)}>
              Edit
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => void remove()}>
              Delete
            </Button>
          </>
        }
      />
      <DetailList
        items={[
          ['Product Name', feature.productName],
          ['Feature Code', feature.name],
          ['Feature Label', feature.label],
          ['Data Type', feature.dataType],
          ['Status', feature.isActive ? 'Active' : 'Inactive'],
        ]}
      />
    </>
  );
}
