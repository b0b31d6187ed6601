// A product license list's own bulk actions (BulkBar): renew and suspend the selected licenses, as
// the detail screen's Renew and Suspend do, in one transaction on the server, all or none (a
// license that cannot be suspended is named in the refusal). Each is asked first.
import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { ArrowRepeatAllRegular, PauseCircleRegular } from '@fluentui/react-icons';
import { messages } from '@licensing/domain';
import { graphql } from '../gql';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import type { BulkActions } from '../shared/list/BulkBar';
import { showToast } from '../shared/toast';

const renewMutation = graphql(`
  mutation RenewLicenses($ids: [ID!]!) {
    renewLicenses(ids: $ids) {
      id
      expiredDate
    }
  }
`);

const suspendMutation = graphql(`
  mutation SuspendLicenses($ids: [ID!]!) {
    suspendLicenses(ids: $ids) {
      id
      status
      state
    }
  }
`);

const licensesWord = (count: number) => `${count} ${count === 1 ? 'license' : 'licenses'}`;

function LicenseBulkButtons({ ids, done }: { ids: string[]; done: () => Promise<void> }) {
  const confirm = useConfirm();
  const context = { errorText: messages.updateFailed };
  const [renew, renewing] = useMutation(renewMutation, { context });
  const [suspend, suspending] = useMutation(suspendMutation, { context });
  const busy = renewing.loading || suspending.loading;

  const run = async (
    question: string,
    confirmLabel: string,
    call: () => Promise<unknown>,
    doneText: string,
  ) => {
    if (!(await confirm({ message: question, confirmLabel, cancelLabel: 'Cancel' }))) return;
    try {
      await call();
    } catch {
      return; // The error link has shown the server's message.
    }
    showToast(doneText, 'success');
    await done();
  };

  return (
    <>
      <Button
        icon={<ArrowRepeatAllRegular />}
        disabled={busy}
        onClick={() =>
          void run(
            `Renew these ${licensesWord(ids.length)} by their plans?`,
            'Renew',
            () => renew({ variables: { ids } }),
            `${licensesWord(ids.length)} renewed.`,
          )
        }
      >
        Renew selected
      </Button>
      <Button
        icon={<PauseCircleRegular />}
        disabled={busy}
        onClick={() =>
          void run(
            `Suspend these ${licensesWord(ids.length)}? Their machines validate as SUSPENDED until they are reinstated. Nothing is suspended if any of them cannot be.`,
            'Suspend',
            () => suspend({ variables: { ids } }),
            `${licensesWord(ids.length)} suspended.`,
          )
        }
      >
        Suspend selected
      </Button>
    </>
  );
}

export const licenseBulkActions: BulkActions = (ids, done) => <LicenseBulkButtons ids={ids} done={done} />;
