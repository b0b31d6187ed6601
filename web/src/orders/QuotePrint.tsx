// The printable quote (SPEC §2 quote print): hidden on screen, the only thing printed (index.html's
// print stylesheet): the vendor's header, the customer, the lines as sold and the total.
import { useQuery } from '@apollo/client/react';
import { formatDate, formatPrice, personName } from '@licensing/domain';
import { graphql } from '../gql';
import type { OrderShow_OrderFragment } from '../gql/graphql';

const vendorQuery = graphql(`
  query QuoteVendor {
    settings {
      vendorName
      emailFromAddress
    }
  }
`);

const cell = { borderBottom: '1px solid #999', padding: '4px 8px', textAlign: 'right' } as const;

export function QuotePrint({ order }: { order: OrderShow_OrderFragment }) {
  const { data } = useQuery(vendorQuery);
  return (
    <article className="print-only" aria-label="Printable quote">
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h1 style={{ margin: 0 }}>{data?.settings.vendorName ?? ''}</h1>
        <div style={{ textAlign: 'right' }}>
          <h2 style={{ margin: 0 }}>Quote {order.orderNumber}</h2>
          <div>Date: {formatDate(order.createdDate)}</div>
          <div>{data?.settings.emailFromAddress ?? ''}</div>
        </div>
      </header>
      <p>
        {personName(order.firstName, order.lastName)}
        <br />
        {order.companyName}
        <br />
        {order.address}
        <br />
        {order.email} · {order.phoneNumber}
      </p>
      <p>
        Plan: {order.plan?.name ?? ''}, {order.duration} period(s)
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Item</th>
            <th style={cell}>Unit price</th>
            <th style={cell}>Qty</th>
            <th style={cell}>Periods</th>
            <th style={cell}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.quoteLines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: quote lines have no id; their order is their identity.
            <tr key={index}>
              <td style={{ ...cell, textAlign: 'left' }}>{line.item}</td>
              <td style={cell}>{formatPrice(line.unitPrice)}</td>
              <td style={cell}>{line.quantity}</td>
              <td style={cell}>{line.periods}</td>
              <td style={cell}>{formatPrice(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }} colSpan={4}>
              Total
            </th>
            <th style={cell}>{formatPrice(order.totalPrice)}</th>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
