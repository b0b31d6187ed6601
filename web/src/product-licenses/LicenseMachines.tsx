// A product license's machines (issue 27): its seats used of its limit, each machine activated on
// it with staff's Deactivate, and the offline activation of a machine that cannot reach
// licensing-api (its request code in, its machine file out). Kept fresh by licenseActivity.
import { useMutation, useSubscription } from '@apollo/client/react';
import { Field } from '@fluentui/react-field';
import { ArrowDownloadRegular, DesktopOffRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  formatDate,
  messages,
  offlineRequestMessages,
  orUnknown,
  parseOfflineRequest,
  seatsText,
} from '@licensing/domain';
import { useState } from 'react';
import { graphql } from '../gql';
import type { LicenseMachines_ProductLicenseFragment } from '../gql/graphql';
import { ActionButton } from '../shared/ActionButton';
import { DetailList } from '../shared/detail/DetailList';
import { DetailSection } from '../shared/detail/DetailSection';
import { DetailTable } from '../shared/detail/DetailTable';
import { download } from '../shared/download';

// Each answers the license after, with its history, which the screen shows next.
const deactivateMutation = graphql(`
  mutation DeactivateMachine($id: ID!) {
    deactivateMachine(id: $id) {
      id
      ...ProductLicenseShow_productLicense
    }
  }
`);

const offlineMutation = graphql(`
  mutation ActivateMachineOffline($productLicenseId: ID!, $requestCode: String!) {
    activateMachineOffline(productLicenseId: $productLicenseId, requestCode: $requestCode) {
      machineFile
      fileName
      productLicense {
        id
        ...ProductLicenseShow_productLicense
      }
    }
  }
`);

/** This license's activity: the license it answers replaces the cached one. */
const activitySubscription = graphql(`
  subscription LicenseMachinesActivity($productLicenseId: ID!) {
    licenseActivity(productLicenseId: $productLicenseId) {
      productLicenseId
      action
      productLicense {
        id
        ...LicenseMachines_productLicense
      }
    }
  }
`);

const NOT_A_REQUEST = offlineRequestMessages.notARequest;

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  seats: { marginTop: tokens.spacingVerticalM },
  none: { display: 'block', marginTop: tokens.spacingVerticalM },
  offline: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
  // A native text area dressed as Fluent's inputs (the app has no Textarea package).
  textarea: {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '6em',
    resize: 'vertical',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  action: { alignSelf: 'flex-start' },
});

type License = LicenseMachines_ProductLicenseFragment;
type Machine = License['machines'][number];

/** A machine as people name it: its hostname, else its fingerprint. */
const machineName = (machine: Machine) => machine.hostname?.trim() || machine.fingerprint;

function MachineTable({ license }: { license: License }) {
  const styles = useStyles();
  const [deactivate] = useMutation(deactivateMutation, { context: { errorText: messages.updateFailed } });
  if (license.machines.length === 0)
    return <Text className={styles.none}>No machines are activated on this license.</Text>;
  return (
    <DetailTable
      label="Machines"
      columns={[
        { label: 'Fingerprint', grow: true },
        'Hostname',
        'Platform',
        'First Seen',
        'Last Seen',
        'Last Address',
        'Actions',
      ]}
      rows={license.machines.map((machine) => ({
        key: machine.id,
        cells: [
          <span key="fingerprint" className={styles.mono}>
            {machine.fingerprint}
          </span>,
          orUnknown(machine.hostname),
          orUnknown(machine.platform),
          formatDate(machine.firstSeen),
          formatDate(machine.lastSeen),
          // None: it was activated offline and has never called.
          machine.lastAddress ?? 'offline',
          <ActionButton
            key="deactivate"
            icon={<DesktopOffRegular />}
            aria-label={`Deactivate ${machineName(machine)}`}
            question={() => ({
              title: 'Deactivate machine',
              message: `Deactivate ${machineName(machine)} on license ${license.orderNumber}? Its seat becomes free, and the machine no longer validates.`,
              confirmLabel: 'Deactivate',
              cancelLabel: 'Cancel',
            })}
            run={() => deactivate({ variables: { id: machine.id } })}
            succeeded={`${machineName(machine)} deactivated: its seat is free.`}
          >
            Deactivate
          </ActionButton>,
        ],
      }))}
    />
  );
}

/** A request code pasted in, what it asks for, and the machine file it activates. */
function OfflineActivation({ license }: { license: License }) {
  const styles = useStyles();
  const [code, setCode] = useState('');
  const [activate] = useMutation(offlineMutation, { context: { errorText: messages.updateFailed } });
  const request = code.trim() ? parseOfflineRequest(code) : null;
  const invalid = code.trim() !== '' && !request;
  return (
    <div className={styles.offline}>
      <Field
        label="Request code"
        hint="The code the machine's software shows when it cannot reach us (MACHINE-REQUEST:…)."
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? NOT_A_REQUEST : undefined}
      >
        {(props) => (
          <textarea
            {...props}
            className={styles.textarea}
            value={code}
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      {request && (
        <DetailList
          items={[
            [
              'Fingerprint',
              <span key="fingerprint" className={styles.mono}>
                {request.fingerprint}
              </span>,
            ],
            ['Hostname', orUnknown(request.hostname)],
            ['Platform', orUnknown(request.platform)],
          ]}
        />
      )}
      <div className={styles.action}>
        <ActionButton
          icon={<ArrowDownloadRegular />}
          disabled={!request}
          run={async () => {
            const { data } = await activate({
              variables: { productLicenseId: license.id, requestCode: code.trim() },
            });
            const answer = data?.activateMachineOffline;
            if (!answer) return;
            download(answer.fileName, answer.machineFile);
            setCode('');
          }}
          succeeded="Machine activated: its machine file is downloaded."
        >
          Activate and Download Machine File
        </ActionButton>
      </div>
    </div>
  );
}

export function LicenseMachines({ license }: { license: License }) {
  const styles = useStyles();
  // Another screen, or the machine's own software, may change the machines while this one is open.
  useSubscription(activitySubscription, {
    variables: { productLicenseId: license.id },
    context: { silentErrors: true },
  });
  return (
    <>
      <DetailSection title="Machines">
        <div className={styles.seats}>
          <DetailList
            items={[
              ['Seats Used', seatsText(license.seatsUsed, license.machineLimit ?? null)],
              [
                'Maximum Machines',
                license.maxMachines != null
                  ? `${license.maxMachines} (this license's own)`
                  : license.machineLimit != null
                    ? `${license.machineLimit} (its edition's)`
                    : 'no limit',
              ],
            ]}
          />
        </div>
        <MachineTable license={license} />
      </DetailSection>
      <DetailSection title="Offline Activation">
        <OfflineActivation license={license} />
      </DetailSection>
    </>
  );
}
