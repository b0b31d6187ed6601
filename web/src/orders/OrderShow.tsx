// /order/detail/{id} (SPEC §2, §4): the order, its quote lines and invoice, with the workflows —
// generate the license (warned first when unpaid; once only), send the license e-mail (once
// generated), decline (confirmed, for good), create and refresh the QuickBooks invoice, and the
// quote to print or download as a PDF.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import {
  ArrowDownloadRegular,
  ArrowSyncRegular,
  DismissCircleRegular,
  KeyRegular,
  MailRegular,
  PrintRegular,
  ReceiptRegular,
} from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  customerEntity,
  type Entity,
  formatDate,
  formatPrice,
  messages,
  orderMessages,
  orUnknown,
  PAYMENT_STATUS,
  personName,
  productLicenseEntity,
  yesNo,
} from '@licensing/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import type { OrderShow_OrderFragment } from '../gql/graphql';
import { pathsOf } from '../resources';
import { ActionButton } from '../shared/ActionButton';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailSection } from '../shared/detail/DetailSection';
import { DetailTable } from '../shared/detail/DetailTable';
import { downloadBase64 } from '../shared/download';
import { StateBadge } from '../shared/StatusBadge';
import { OrderShow_order } from './fragments';
import { QuotePrint } from './QuotePrint';

const generateMutation = graphql(`
  mutation GenerateLicense($id: ID!) {
    generateLicense(id: $id) {
      ...OrderShow_order
    }
  }
`);

const sendMutation = graphql(`
  mutation GenerateAndSendLicenseEmail($id: ID!) {
    generateAndSendLicenseEmail(id: $id) {
      id
    }
  }
`);

const declineMutation = graphql(`
  mutation DeclineOrder($id: ID!) {
    declineOrder(id: $id) {
      ...OrderShow_order
    }
  }
`);

const createInvoiceMutation = graphql(`
  mutation CreateInvoice($id: ID!, $sendEmailToCustomer: Boolean) {
    createInvoice(id: $id, sendEmailToCustomer: $sendEmailToCustomer) {
      ...OrderShow_order
    }
  }
`);

const refreshInvoiceMutation = graphql(`
  mutation RefreshInvoiceStatus($id: ID!) {
    refreshInvoiceStatus(id: $id) {
      ...OrderShow_order
    }
  }
`);

const quotePdfQuery = graphql(`
  query OrderQuotePdf($id: ID!) {
    order(id: $id) {
      id
      quotePdf {
        fileName
        contentBase64
      }
    }
  }
`);

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

function Actions({ order }: { order: OrderShow_OrderFragment }) {
  const client = useApolloClient();
  const [generate] = useMutation(generateMutation, { context: { errorText: orderMessages.generateFailed } });
  const [send] = useMutation(sendMutation, { context: { errorText: messages.sendEmailFailed } });
  const [decline] = useMutation(declineMutation, { context: { errorText: orderMessages.declineFailed } });
  const variables = { id: order.id };
  return (
    <>
      <ActionButton
        icon={<KeyRegular />}
        disabled={order.isDeclined}
        refused={() => (order.isGenerated ? orderMessages.alreadyGenerated : null)}
        question={() => (order.paymentStatus !== PAYMENT_STATUS.paid ? orderMessages.notPaid : null)}
        run={() => generate({ variables })}
        succeeded={messages.processSucceeded}
      >
        Generate License
      </ActionButton>
      <ActionButton
        icon={<MailRegular />}
        // SPEC §4: enabled once the license is generated.
        disabled={!order.isGenerated}
        run={() => send({ variables })}
        succeeded={orderMessages.generateAndSendSucceeded}
      >
        Send License Email
      </ActionButton>
      <ActionButton
        icon={<DismissCircleRegular />}
        disabled={order.isDeclined || order.isGenerated}
        question={() => orderMessages.declineQuestion}
        run={() => decline({ variables })}
        succeeded={orderMessages.declined}
      >
        Decline
      </ActionButton>
      <Button icon={<PrintRegular />} onClick={() => window.print()}>
        Print Quote
      </Button>
      <ActionButton
        icon={<ArrowDownloadRegular />}
        run={async () => {
          const result = await client.query({ query: quotePdfQuery, variables, fetchPolicy: 'network-only' });
          const quote = result.data?.order?.quotePdf;
          if (quote) downloadBase64(quote.fileName, quote.contentBase64, 'application/pdf');
        }}
      >
        Quote PDF
      </ActionButton>
    </>
  );
}

function Invoice({ order }: { order: OrderShow_OrderFragment }) {
  const styles = useStyles();
  const [emailCustomer, setEmailCustomer] = useState(true);
  const [create] = useMutation(createInvoiceMutation, {
    context: { errorText: orderMessages.invoiceFailed },
  });
  const [refresh] = useMutation(refreshInvoiceMutation, {
    context: { errorText: orderMessages.invoiceRefreshFailed },
  });
  return (
    <DetailSection title="Invoice">
      <DetailList
        items={[
          ['Invoice Number', order.invoiceNumber ?? 'none yet'],
          ['Payment Status', order.paymentStatus ?? 'not invoiced'],
        ]}
      />
      <div className={styles.row}>
        {order.invoiceId ? (
          <ActionButton
            icon={<ArrowSyncRegular />}
            run={() => refresh({ variables: { id: order.id } })}
            succeeded={orderMessages.invoiceRefreshed}
          >
            Refresh Invoice Status
          </ActionButton>
        ) : (
          <>
            <Checkbox
              label="E-mail the invoice to the customer"
              checked={emailCustomer}
              onChange={(_, data) => setEmailCustomer(data.checked === true)}
            />
            <ActionButton
              icon={<ReceiptRegular />}
              disabled={order.isDeclined}
              run={() => create({ variables: { id: order.id, sendEmailToCustomer: emailCustomer } })}
              succeeded={orderMessages.invoiceCreated}
            >
              Create Invoice
            </ActionButton>
          </>
        )}
      </div>
    </DetailSection>
  );
}

/** A link to the detail screen of the generated row, if there is one; else `none`. */
const detailLink = (entity: Entity, id: string | null | undefined, text: string, none: string) =>
  id ? <RouterLink to={pathsOf(entity).detail(id)}>{text}</RouterLink> : none;

export function OrderShow() {
  return (
    <DetailPage fragment={OrderShow_order} extraActions={(order) => <Actions order={order} />}>
      {(order) => (
        <>
          <DetailList
            items={[
              ['Order Number', order.orderNumber],
              ['State', <StateBadge key="state" state={order.state} />],
              ['Created Date', formatDate(order.createdDate)],
              ['Product', order.productName],
              ['Edition', order.editionName ?? order.licenseEditionCode],
              ['License Plan', order.plan?.name ?? ''],
              ['Quantity', String(order.quantity)],
              ['Plan Duration', String(order.duration)],
              ['Total Price', formatPrice(order.totalPrice)],
              ['Name', personName(order.firstName, order.lastName)],
              ['Company Name', order.companyName],
              ['Email', order.email],
              ['Phone Number', order.phoneNumber],
              ['Address', order.address],
              ['MAC Address', orUnknown(order.macAddress)],
              ['Server Name', orUnknown(order.serverName)],
              [
                'Tech Service',
                `${order.techServiceLastName}, ${order.techServiceCompanyName} <${order.techServiceEmail}>`,
              ],
              ['Request Content', order.requestContent ?? ''],
              ['Resolved', yesNo(order.isResolved)],
              [
                'License',
                detailLink(
                  productLicenseEntity,
                  order.generatedLicenseId,
                  order.orderNumber,
                  'not generated',
                ),
              ],
              ['Activation Code', order.customerActivationCode ?? ''],
              ['Customer', detailLink(customerEntity, order.generatedCustomerId, 'Open customer', '')],
            ]}
          />
          <DetailSection title="Quote">
            <DetailTable
              label="Quote lines"
              columns={[
                'Item',
                ...['Unit Price', 'Quantity', 'Periods', 'Amount'].map((label) => ({ label, numeric: true })),
              ]}
              rows={[
                ...order.quoteLines.map((line, index) => ({
                  key: String(index),
                  cells: [
                    line.item,
                    formatPrice(line.unitPrice),
                    String(line.quantity),
                    String(line.periods),
                    formatPrice(line.amount),
                  ],
                })),
                { key: 'total', cells: ['Total', '', '', '', formatPrice(order.totalPrice)] },
              ]}
            />
          </DetailSection>
          <Invoice order={order} />
          <QuotePrint order={order} />
        </>
      )}
    </DetailPage>
  );
}
