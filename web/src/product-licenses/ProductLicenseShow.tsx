// /productlicense/detail/{id}: the license, its features and its history (a readable diff, by whom),
// with the activation-code workflow (SPEC §4: confirmed when already activated) and renewal, its
// machines and seats, and the status workflows (suspend, reinstate, revoke).
import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { ArrowRepeatAllRegular, CopyAddRegular, CopyRegular, KeyRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  formatDate,
  LICENSE_STATUS,
  messages,
  productLicenseEntity,
  productLicenseMessages,
} from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import type { ProductLicenseShow_ProductLicenseFragment } from '../gql/graphql';
import { DownloadLicenseButton, LicenseDetails } from '../licenses/LicenseDetails';
import { pathsOf } from '../resources';
import { ActionButton } from '../shared/ActionButton';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailSection } from '../shared/detail/DetailSection';
import { DetailTable } from '../shared/detail/DetailTable';
import { showToast } from '../shared/toast';
import { licenseFormValues, ProductLicenseShow_productLicense } from './fragments';
import { LicenseMachines } from './LicenseMachines';
import { LicenseStatusActions } from './LicenseStatusActions';

const issueMutation = graphql(`
  mutation IssueActivationCode($id: ID!, $customerId: ID!) {
    issueActivationCode(id: $id, customerId: $customerId) {
      id
      ...ProductLicenseShow_productLicense
    }
  }
`);

const renewMutation = graphql(`
  mutation RenewLicense($id: ID!) {
    renewLicense(id: $id) {
      id
      ...ProductLicenseShow_productLicense
    }
  }
`);

const useStyles = makeStyles({
  code: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  // One changed field a line.
  changes: { listStyleType: 'none', margin: 0, padding: 0 },
  changedField: { fontWeight: tokens.fontWeightSemibold },
});

const copy = (code: string, text: string) =>
  void navigator.clipboard.writeText(code).then(
    () => showToast(text, 'success'),
    () => showToast(messages.processFailed, 'error'),
  );

function ActivationCode({ code }: { code: string | null | undefined }) {
  const styles = useStyles();
  if (!code) return <Text>none issued</Text>;
  return (
    <span className={styles.code}>
      <Button
        appearance="transparent"
        className={styles.mono}
        title="Copy this code"
        onClick={() => copy(code, `Copied code ${code}`)}
      >
        {code}
      </Button>
      <Button
        size="small"
        icon={<CopyRegular />}
        aria-label="Copy activation code"
        onClick={() => copy(code, 'Activation code copied to clipboard')}
      />
    </span>
  );
}

function Actions({ license }: { license: ProductLicenseShow_ProductLicenseFragment }) {
  const navigate = useNavigate();
  // Both answer the license with its history, which the screen shows next.
  const [issue] = useMutation(issueMutation, { context: { errorText: productLicenseMessages.issueFailed } });
  const [renew] = useMutation(renewMutation, { context: { errorText: messages.updateFailed } });
  return (
    <>
      <ActionButton
        icon={<KeyRegular />}
        // Revoked is final: no new code.
        disabled={license.status === LICENSE_STATUS.revoked}
        question={() =>
          license.status === LICENSE_STATUS.activated ? productLicenseMessages.alreadyActivated : null
        }
        run={() => issue({ variables: { id: license.id, customerId: license.customerId } })}
        succeeded={productLicenseMessages.activationCodeUpdated}
      >
        Issue Activation Code
      </ActionButton>
      <DownloadLicenseButton
        entity={productLicenseEntity}
        id={license.id}
        errorText={productLicenseMessages.issueFailed}
        status={license.status}
      />
      <Button
        icon={<CopyAddRegular />}
        onClick={() =>
          navigate(
            `${pathsOf(productLicenseEntity).add}?dataclone=1&data=${encodeURIComponent(
              JSON.stringify(licenseFormValues(license)),
            )}`,
          )
        }
      >
        Clone
      </Button>
      <ActionButton
        icon={<ArrowRepeatAllRegular />}
        question={() => `Renew license ${license.orderNumber} by its plan (${license.plan?.name ?? ''})?`}
        run={() => renew({ variables: { id: license.id } })}
        succeeded={messages.updateSucceeded}
      >
        Renew
      </ActionButton>
      <LicenseStatusActions license={license} />
    </>
  );
}

function History({ entries }: { entries: ProductLicenseShow_ProductLicenseFragment['history'] }) {
  const styles = useStyles();
  return (
    <DetailSection title="History">
      <DetailTable
        label="History"
        columns={['When', 'By', 'Action', { label: 'Changes', grow: true }]}
        rows={entries.map((entry) => ({
          key: entry.id,
          cells: [
            formatDate(entry.modifiedDate),
            entry.modifierName ? `${entry.modifier} (${entry.modifierName})` : entry.modifier,
            entry.action,
            <ul key="changes" className={styles.changes}>
              {entry.details.map((detail) => (
                <li key={detail.field}>
                  <span className={styles.changedField}>{detail.field}:</span> {detail.originalValue ?? '—'} →{' '}
                  {detail.updatedValue ?? '—'}
                </li>
              ))}
            </ul>,
          ],
        }))}
      />
    </DetailSection>
  );
}

export function ProductLicenseShow() {
  return (
    <DetailPage
      fragment={ProductLicenseShow_productLicense}
      extraActions={(license) => <Actions license={license} />}
    >
      {(license) => (
        <>
          <LicenseDetails
            license={license}
            own={{
              edition: license.productEditionName,
              plan: license.plan?.name ?? '',
              status: license.statusName,
              activationCode: <ActivationCode code={license.customerActivationCode} />,
            }}
            features={license.features.map((feature) => ({
              key: feature.id,
              label: feature.featureLabel,
              quantity: feature.quantity,
              isBoolean: feature.feature?.isBoolean ?? false,
            }))}
          />
          <LicenseMachines license={license} />
          <History entries={license.history} />
        </>
      )}
    </DetailPage>
  );
}
