// /license/detail/{id}: an older license and its feature values, with its signed file to download.
import { useQuery } from '@apollo/client/react';
import { licenseMessages } from '@licensing/domain';
import { useParams } from 'react-router-dom';
import { graphql } from '../gql';
import { DetailPage } from '../shared/detail/DetailPage';
import { DownloadLicenseButton, LicenseDetails } from './LicenseDetails';

export const licenseShowQuery = graphql(`
  query LicenseShow($id: ID!) {
    license(id: $id) {
      id
      ...LicenseShow_license
    }
  }
`);

const licenseFileQuery = graphql(`
  query LicenseFile($id: ID!) {
    license(id: $id) {
      id
      licenseFile {
        fileName
        content
      }
    }
  }
`);

export function LicenseShow() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(licenseShowQuery, { variables: { id } });
  return (
    <DetailPage
      item={data?.license}
      loading={loading}
      extraActions={(license) => (
        <DownloadLicenseButton
          query={licenseFileQuery}
          id={license.id}
          pick={(file) => file?.license?.licenseFile}
          errorText={licenseMessages.issueFailed}
        />
      )}
    >
      {(license) => (
        <LicenseDetails
          license={license}
          own={{
            edition: license.editionName,
            activationCode: license.customerActivationCode ?? 'none issued',
          }}
          features={license.features.map((line) => ({
            key: line.featureName,
            label: line.feature?.label ?? '',
            code: line.featureName,
            quantity: line.quantity,
            isBoolean: line.feature?.isBoolean ?? false,
          }))}
        />
      )}
    </DetailPage>
  );
}
