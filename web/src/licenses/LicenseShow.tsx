// /license/detail/{id}: an older license and its feature values, with its signed file to download.
import { licenseMessages } from '@licensing/domain';
import { graphql } from '../gql';
import { DetailPage } from '../shared/detail/DetailPage';
import { LicenseShow_license } from './fragments';
import { DownloadLicenseButton, LicenseDetails } from './LicenseDetails';

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
  return (
    <DetailPage
      fragment={LicenseShow_license}
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
