// The customer detail's licenses (SPEC §3 Customer ProductLicenses), each a link to its detail.
import { useQuery } from '@apollo/client/react';
import { Link } from '@fluentui/react-link';
import { Subtitle2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { formatDate, productLicenseEntity } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { pathsOf } from '../resources';
import { DetailTable } from '../shared/detail/DetailTable';
import { LicenseStateBadge } from '../shared/StatusBadge';

const customerLicensesQuery = graphql(`
  query CustomerLicenses($id: ID!) {
    customer(id: $id) {
      id
      productLicenses {
        id
        orderNumber
        productName
        productEditionName
        state
        expiredDate
      }
    }
  }
`);

const useStyles = makeStyles({ section: { marginTop: tokens.spacingVerticalXXL } });

export function CustomerLicenses({ customerId }: { customerId: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { data } = useQuery(customerLicensesQuery, { variables: { id: customerId } });
  const licenses = data?.customer?.productLicenses ?? [];
  const detail = pathsOf(productLicenseEntity).detail;
  return (
    <section className={styles.section} aria-label="Licenses">
      <Subtitle2 as="h2">Licenses</Subtitle2>
      {data && licenses.length === 0 ? (
        <p>No licenses.</p>
      ) : (
        <DetailTable
          label="Licenses"
          columns={['Order Number', 'Product', 'Edition', 'State', 'Expired Date']}
          rows={licenses.map((license) => ({
            key: license.id,
            cells: [
              <Link
                key="order"
                href={detail(license.id)}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(detail(license.id));
                }}
              >
                {license.orderNumber}
              </Link>,
              license.productName,
              license.productEditionName,
              <LicenseStateBadge key="state" state={license.state} />,
              formatDate(license.expiredDate),
            ],
          }))}
        />
      )}
    </section>
  );
}
