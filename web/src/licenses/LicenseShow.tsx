// /license/detail/{id}: an older license and its feature values, with its signed file to download.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Subtitle2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { formatDate, licenseMessages, orUnknown, yesNo } from '@licensing/domain';
import { useParams } from 'react-router-dom';
import { quantityText } from '../edition-lines/quantityText';
import { graphql } from '../gql';
import type { LicenseShow_LicenseFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailTable } from '../shared/detail/DetailTable';
import { download } from '../shared/download';
import { LicenseStateBadge } from '../shared/StatusBadge';

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

const useStyles = makeStyles({ section: { marginTop: tokens.spacingVerticalXXL } });

function DownloadLicense({ license }: { license: LicenseShow_LicenseFragment }) {
  const client = useApolloClient();
  return (
    <Button
      icon={<ArrowDownloadRegular />}
      onClick={async () => {
        const result = await client
          .query({
            query: licenseFileQuery,
            variables: { id: license.id },
            fetchPolicy: 'network-only',
            context: { errorText: licenseMessages.issueFailed },
          })
          .catch(() => null);
        const file = result?.data?.license?.licenseFile;
        if (file) download(file.fileName, file.content);
      }}
    >
      Download License
    </Button>
  );
}

export function LicenseShow() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const { data, loading } = useQuery(licenseShowQuery, { variables: { id } });
  return (
    <DetailPage
      item={data?.license}
      loading={loading}
      extraActions={(license) => <DownloadLicense license={license} />}
    >
      {(license) => (
        <>
          <DetailList
            items={[
              ['Order Number', license.orderNumber],
              ['Customer', license.customerName],
              ['Product', license.productName],
              ['Edition', license.editionName],
              ['License Type', license.licenseType?.typeName ?? ''],
              ['State', <LicenseStateBadge key="state" state={license.state} />],
              ['Expired Date', formatDate(license.expiredDate)],
              ['MAC Address', orUnknown(license.macAddress)],
              ['Server Name', orUnknown(license.serverName)],
              ['Allow Virtual Machine', yesNo(license.allowVirtualMachine)],
              ['Activation Code', license.customerActivationCode ?? 'none issued'],
              ['Additional Attributes', license.additionalAttributes ?? ''],
            ]}
          />
          <section className={styles.section} aria-label="Features">
            <Subtitle2 as="h2">Features</Subtitle2>
            <DetailTable
              label="Features"
              columns={['Feature', 'Code', 'Value']}
              rows={license.features.map((line) => ({
                key: line.featureName,
                cells: [
                  line.feature?.label ?? '',
                  line.featureName,
                  quantityText(line.quantity, line.feature?.isBoolean ?? false),
                ],
              }))}
            />
          </section>
        </>
      )}
    </DetailPage>
  );
}
