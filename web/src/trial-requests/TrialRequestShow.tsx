// /request-trial-email/detail/{id} (SPEC §2, §4): the request, and its workflows — generate (after
// SPEC's question: the order, the trial license and the customer's e-mail; the order opens in a new
// tab) and decline (confirmed, for good).
import { useMutation } from '@apollo/client/react';
import { DismissCircleRegular, SparkleRegular } from '@fluentui/react-icons';
import { messages, orderEntity, trialRequestMessages } from '@licensing/domain';
import { Link } from 'react-router-dom';
import { graphql } from '../gql';
import type { TrialRequestShow_RequestFragment } from '../gql/graphql';
import { pathsOf } from '../resources';
import { ActionButton } from '../shared/ActionButton';
import { DetailPage } from '../shared/detail/DetailPage';
import { stateColumn } from '../shared/list/listColumns';
import { TrialRequestShow_request } from './fragments';

const generateMutation = graphql(`
  mutation GenerateTrialRequest($id: ID!) {
    generateTrialRequest(id: $id) {
      ...TrialRequestShow_request
    }
  }
`);

const declineMutation = graphql(`
  mutation DeclineTrialRequest($id: ID!) {
    declineTrialRequest(id: $id) {
      ...TrialRequestShow_request
    }
  }
`);

function Actions({ request }: { request: TrialRequestShow_RequestFragment }) {
  const [generate, generating] = useMutation(generateMutation, {
    context: { errorText: trialRequestMessages.generateFailed },
  });
  const [decline, declining] = useMutation(declineMutation, {
    context: { errorText: trialRequestMessages.declineFailed },
  });
  // A workflow under way keeps both buttons off: a second click would only be refused.
  const pending = request.state === 'pending' && !generating.loading && !declining.loading;
  return (
    <>
      <ActionButton
        icon={<SparkleRegular />}
        disabled={!pending}
        question={() => trialRequestMessages.generateQuestion}
        run={async () => {
          const result = await generate({ variables: { id: request.id } });
          const order = result.data?.generateTrialRequest.order;
          // SPEC §2: the order opens in a new tab.
          if (order) window.open(pathsOf(orderEntity).detail(order.id), '_blank', 'noopener');
        }}
        succeeded={messages.processSucceeded}
      >
        Generate
      </ActionButton>
      <ActionButton
        icon={<DismissCircleRegular />}
        disabled={!pending}
        question={() => trialRequestMessages.declineQuestion}
        run={() => decline({ variables: { id: request.id } })}
        succeeded={trialRequestMessages.declined}
      >
        Decline
      </ActionButton>
    </>
  );
}

export function TrialRequestShow() {
  return (
    <DetailPage
      fragment={TrialRequestShow_request}
      extraActions={(request) => <Actions request={request} />}
      fields={[
        stateColumn,
        'createdDate',
        'productName',
        'firstName',
        'lastName',
        'email',
        'company',
        'subject',
        'content',
        'isGenerated',
        {
          key: 'order',
          label: 'Order',
          render: ({ order }) =>
            order && (
              // SPEC §2: the order opens in a new tab from a trial request.
              <Link to={pathsOf(orderEntity).detail(order.id)} target="_blank" rel="noopener noreferrer">
                {order.orderNumber}
              </Link>
            ),
        },
      ]}
    />
  );
}
