// /customer/detail/{id}: the customer, with Edit, Delete and the customer-support account.
import { Button } from '@fluentui/react-button';
import { PersonSupportRegular } from '@fluentui/react-icons';
import { formatPhone, formatZip, messages } from '@licensing/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { CustomerShow_CustomerFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { CustomerLicenses } from './CustomerLicenses';
import { CustomerShow_customer } from './fragments';

// Loaded when first opened: most visits create no account, and its form's inputs weigh.
const CustomerSupportDialog = lazy(() =>
  import('./CustomerSupportDialog').then((m) => ({ default: m.CustomerSupportDialog })),
);

/** The customer's fields as a definition list; phone and zip through the SPEC §2 display filters. */
function CustomerDetails({ customer }: { customer: CustomerShow_CustomerFragment }) {
  const rows: [string, ReactNode][] = [
    ['Customer Code', customer.code],
    ['First Name', customer.firstName],
    ['Last Name', customer.lastName],
    ['Email', customer.email],
    ['Phone', formatPhone(customer.phoneNumber)],
    ['Company', customer.companyName],
    ['Job Title', customer.jobTitle],
    ['Address', customer.address],
    ['Address 2', customer.address2],
    ['City', customer.city],
    ['State', customer.state],
    ['Zip Code', formatZip(customer.zipCode)],
    ['Country', customer.country],
    ['Additional Info', customer.additionalInfo],
    ['Customer Support ID', customer.externalId],
  ];
  return <DetailList items={rows.map(([term, value]) => [term, value || '—'] as const)} />;
}

export function CustomerShow() {
  // null until first opened; then the dialog stays mounted, closed between uses (ConfirmProvider).
  const [supportOpen, setSupportOpen] = useState<boolean | null>(null);
  return (
    <DetailPage
      fragment={CustomerShow_customer}
      failedText={messages.getCustomerDetailFailed}
      extraActions={(customer) =>
        !customer.externalId && (
          <Button icon={<PersonSupportRegular />} onClick={() => setSupportOpen(true)}>
            Create Support Account
          </Button>
        )
      }
    >
      {(customer) => (
        <>
          <CustomerDetails customer={customer} />
          <CustomerLicenses customerId={customer.id} />
          {supportOpen !== null && (
            <Suspense fallback={null}>
              <CustomerSupportDialog
                customer={customer}
                open={supportOpen}
                onClose={() => setSupportOpen(false)}
              />
            </Suspense>
          )}
        </>
      )}
    </DetailPage>
  );
}
