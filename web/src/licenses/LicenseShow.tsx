// /license/detail/{id}: an older license and its feature values, with its signed file to download.
import { licenseEntity, licenseMessages } from '@licensing/domain';
import { DetailPage } from '../shared/detail/DetailPage';
import { LicenseShow_license } from './fragments';
import { DownloadLicenseButton, LicenseDetails } from './LicenseDetails';

export function LicenseShow() {
  return (
    <DetailPage
      fragment={LicenseShow_license}
      extraActions={(license) => (
        <DownloadLicenseButton
          entity={licenseEntity}
          id={license.id}
          errorText={licenseMessages.issueFailed}
          status={license.status}
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
