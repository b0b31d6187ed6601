// /licensetype/detail/{id}: a license type (read only, SPEC §2).
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages } from '@licensing/domain';
import { useParams } from 'react-router-dom';
import { DetailList } from '../catalogShared/DetailList';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';

export const licenseTypeShowQuery = graphql(`
  query LicenseTypeShow($id: ID!) {
    licenseType(id: $id) {
      id
      typeName
    }
  }
`);

export function LicenseTypeShow() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(licenseTypeShowQuery, { variables: { id } });
  const type = data?.licenseType;
  return (
    <>
      <PageHeader title="License Type Detail" />
      {type ? (
        <DetailList items={[['Type Name', type.typeName]]} />
      ) : loading ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getItemFailed}</Text>
      )}
    </>
  );
}
