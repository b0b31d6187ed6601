// Staff's status workflows on a product license (domain LICENSE_STATUS_CHANGES): Suspend, Reinstate
// and Revoke, each asked first and offered only from the statuses it starts from.
import { useMutation } from '@apollo/client/react';
import { PauseCircleRegular, PlayCircleRegular, ProhibitedRegular } from '@fluentui/react-icons';
import { LICENSE_STATUS_CHANGES, type LicenseStatusChange, messages } from '@licensing/domain';
import type { ReactElement } from 'react';
import { graphql } from '../gql';
import { ActionButton } from '../shared/ActionButton';

// Each answers the license after, with its history, which the screen shows next.
const suspendMutation = graphql(`
  mutation SuspendLicense($id: ID!) {
    suspendLicense(id: $id) {
      id
      ...ProductLicenseShow_productLicense
    }
  }
`);

const reinstateMutation = graphql(`
  mutation ReinstateLicense($id: ID!) {
    reinstateLicense(id: $id) {
      id
      ...ProductLicenseShow_productLicense
    }
  }
`);

const revokeMutation = graphql(`
  mutation RevokeLicense($id: ID!) {
    revokeLicense(id: $id) {
      id
      ...ProductLicenseShow_productLicense
    }
  }
`);

type License = { id: string; orderNumber: string; status: number };

/** Each change's button and what it asks: what the license's software will answer after. */
const CHANGES: Record<LicenseStatusChange, { label: string; icon: ReactElement; consequence: string }> = {
  suspend: {
    label: 'Suspend',
    icon: <PauseCircleRegular />,
    consequence: 'Its machines validate as SUSPENDED until it is reinstated.',
  },
  reinstate: {
    label: 'Reinstate',
    icon: <PlayCircleRegular />,
    consequence: 'Its machines validate again.',
  },
  revoke: {
    label: 'Revoke',
    icon: <ProhibitedRegular />,
    consequence: 'Its machines validate as REVOKED for good: this cannot be undone.',
  },
};

export function LicenseStatusActions({ license }: { license: License }) {
  const context = { errorText: messages.updateFailed };
  const [suspend] = useMutation(suspendMutation, { context });
  const [reinstate] = useMutation(reinstateMutation, { context });
  const [revoke] = useMutation(revokeMutation, { context });
  const run = { suspend, reinstate, revoke };
  return (
    <>
      {(Object.keys(CHANGES) as LicenseStatusChange[]).map((change) => {
        const { label, icon, consequence } = CHANGES[change];
        const allowed = (LICENSE_STATUS_CHANGES[change].from as readonly number[]).includes(license.status);
        return (
          <ActionButton
            key={change}
            icon={icon}
            disabled={!allowed}
            question={() => ({
              title: `${label} license`,
              message: `${label} license ${license.orderNumber}? ${consequence}`,
              confirmLabel: label,
              cancelLabel: 'Cancel',
            })}
            run={() => run[change]({ variables: { id: license.id } })}
            succeeded={`License ${license.orderNumber} ${LICENSE_STATUS_CHANGES[change].action.toLowerCase()}.`}
          >
            {label}
          </ActionButton>
        );
      })}
    </>
  );
}
