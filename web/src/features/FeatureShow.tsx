// /feature/detail/{id}: the feature, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { FeatureShow_FeatureFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { StatusBadge } from '../shared/StatusBadge';

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

export function FeatureDetails({ feature }: { feature: FeatureShow_FeatureFragment }) {
  return (
    <DetailList
      items={[
        ['Product Name', feature.productName],
        ['Feature Code', feature.name],
        ['Feature Label', feature.label],
        ['Data Type', feature.dataType],
        ['Status', <StatusBadge key="status" isActive={feature.isActive} />],
      ]}
    />
  );
}

export function FeatureShow() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(featureShowQuery, { variables: { id } });
  return (
    <DetailPage item={data?.feature} loading={loading}>
      {(feature) => <FeatureDetails feature={feature} />}
    </DetailPage>
  );
}
