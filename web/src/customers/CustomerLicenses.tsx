// The customer detail's licenses (SPEC §3 Customer ProductLicenses), each a link to its detail.
import { useQuery } from '@apollo/client/react';
import { Link } from '@fluentui/react-link';
import { formatDate, productLicenseEntity } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { pathsOf } from '../resources';
import { DetailSection } from '../shared/detail/DetailSection';
import { DetailTable } from '../shared/detail/DetailTable';
import { StateBadge } from '../shared/StatusBadge';

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

export function CustomerLicenses({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(customerLicensesQuery, { variables: { id: customerId } });
  const licenses = data?.customer?.productLicenses ?? [];
  const detail = pathsOf(productLicenseEntity).detail;
  return (
    <DetailSection title="Licenses">
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
              <StateBadge key="state" state={license.state} />,
              formatDate(license.expiredDate),
            ],
          }))}
        />
      )}
    </DetailSection>
  );
}
