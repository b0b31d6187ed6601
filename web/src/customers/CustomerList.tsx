// /customers (SPEC §2): the customer list, newest code first; `isFiltered` in the path is accepted
// and ignored. A message bar shows why customer-support accounts cannot be created, when they cannot.
import { useQuery } from '@apollo/client/react';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { formatPhone } from '@licensing/domain';
import { graphql } from '../gql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

/** The smallest page that carries the list's customerSupportError. */
const customerSupportNoticeQuery = graphql(`
  query CustomerSupportNotice {
    customers(page: 1, pageSize: 1) {
      totalCount
      customerSupportError
    }
  }
`);

// On a narrow screen the code, name and e-mail stay; the rest step aside.
const columns: ListColumn<{ id: string; phoneNumber: string }>[] = [
  'code',
  'firstName',
  'lastName',
  'email',
  {
    key: 'phoneNumber',
    render: (customer) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(customer.phoneNumber)}</span>,
    priority: 3,
  },
  { key: 'companyName', priority: 2 },
  { key: 'country', priority: 3 },
];

const useStyles = makeStyles({ notice: { marginBottom: tokens.spacingVerticalM } });

function CustomerSupportNotice() {
  const styles = useStyles();
  const { data } = useQuery(customerSupportNoticeQuery);
  const error = data?.customers.customerSupportError;
  if (!error) return null;
  return (
    <MessageBar intent="warning" className={styles.notice}>
      <MessageBarBody>{error}</MessageBarBody>
    </MessageBar>
  );
}

export function CustomerList() {
  return <EntityList columns={columns} notice={<CustomerSupportNotice />} />;
}
