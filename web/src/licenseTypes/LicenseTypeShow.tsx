// /licensetype/detail/{id}: a license type (read only, SPEC §2).
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../gql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';

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
  return (
    <DetailPage title="License Type Detail" item={data?.licenseType} loading={loading}>
      {(type) => <DetailList items={[['Type Name', type.typeName]]} />}
    </DetailPage>
  );
}
