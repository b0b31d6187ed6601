// What the detail screens of older licenses and product licenses share: the fields in SPEC's order,
// the feature values, and the button that downloads the signed license file.
import { useApolloClient } from '@apollo/client/react';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import {
  type Entity,
  featureQuantityText,
  formatDate,
  licenseFileRefusal,
  orUnknown,
  yesNo,
} from '@licensing/domain';
import type { ReactNode } from 'react';
import { graphql } from '../gql';
import type { LicenseDetails_LicenseFragment, LicenseFile_LicenseFragment } from '../gql/graphql';
import { ActionButton } from '../shared/ActionButton';
import { DetailList } from '../shared/detail/DetailList';
import { DetailSection } from '../shared/detail/DetailSection';
import { DetailTable } from '../shared/detail/DetailTable';
import { download } from '../shared/download';
import { entityDocuments, pickItem } from '../shared/resource/documents';
import { StateBadge } from '../shared/StatusBadge';

/** A product license's own fields: its plan and stored status; both show its edition and code. */
type OwnFields = { edition: string; activationCode: ReactNode; plan?: string; status?: string };

type LicenseDetailsProps = {
  license: LicenseDetails_LicenseFragment;
  own: OwnFields;
  /** The feature values; `code` only where the screen shows the feature's code. */
  features: readonly { key: string; label: string; code?: string; quantity: number; isBoolean: boolean }[];
};

export function LicenseDetails({ license, own, features }: LicenseDetailsProps) {
  const ownItem = (label: string, value: string | undefined) =>
    value === undefined ? [] : [[label, value] as const];
  const withCode = features.some((feature) => feature.code !== undefined);
  return (
    <>
      <DetailList
        items={[
          ['Order Number', license.orderNumber],
          ['Customer', license.customerName],
          ['Product', license.productName],
          ['Edition', own.edition],
          ['License Type', license.licenseType?.typeName ?? ''],
          ...ownItem('License Plan', own.plan),
          ['State', <StateBadge key="state" state={license.state} />],
          ...ownItem('Status', own.status),
          ['Expired Date', formatDate(license.expiredDate)],
          ['MAC Address', orUnknown(license.macAddress)],
          ['Server Name', orUnknown(license.serverName)],
          ['Allow Virtual Machine', yesNo(license.allowVirtualMachine)],
          ['Activation Code', own.activationCode],
          ['Additional Attributes', license.additionalAttributes ?? ''],
        ]}
      />
      <DetailSection title="Features">
        <DetailTable
          label="Features"
          columns={withCode ? ['Feature', 'Code', 'Value'] : ['Feature', 'Value']}
          rows={features.map((feature) => ({
            key: feature.key,
            cells: [
              feature.label,
              ...(withCode ? [feature.code] : []),
              featureQuantityText(feature.quantity, feature.isBoolean),
            ],
          }))}
        />
      </DetailSection>
    </>
  );
}

/** The signed file of either kind of license, read by its entity's detail operation. */
const LicenseFile_license = graphql(`
  fragment LicenseFile_license on AnyLicense {
    licenseFile {
      fileName
      content
    }
  }
`);

type DownloadLicenseButtonProps = {
  entity: Entity;
  id: string;
  errorText: string;
  /** The license's stored status: a suspended or revoked license gets no file. */
  status: number | null;
};

/** Download License: the file is signed when asked for, so it is read from the network each time (once a click). */
export function DownloadLicenseButton({ entity, id, errorText, status }: DownloadLicenseButtonProps) {
  const client = useApolloClient();
  return (
    <ActionButton
      icon={<ArrowDownloadRegular />}
      disabled={licenseFileRefusal(status) !== null}
      run={async () => {
        const result = await client.query({
          query: entityDocuments(entity, LicenseFile_license).detail,
          variables: { id },
          fetchPolicy: 'network-only',
          context: { errorText },
        });
        const item = result.data && (pickItem(entity, result.data) as LicenseFile_LicenseFragment | null);
        const file = item?.licenseFile;
        if (file) download(file.fileName, file.content);
      }}
    >
      Download License
    </ActionButton>
  );
}
