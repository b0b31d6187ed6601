import { customerMessages } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { expectNoInternals, sharedStack } from './helpers.js';

const FIELDS = 'id code firstName lastName email phoneNumber companyName country zipCode externalId';
const CUSTOMERS = /* GraphQL */ `
  query Customers($page: Int, $pageSize: Int, $search: String, $orderBy: [CustomerSort!], $filter: CustomerFilter) {
    customers(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      items { ${FIELDS} }
      totalCount
      customerSupportError
    }
  }
`;
const CUSTOMER = `query Customer($id: ID!) { customer(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CustomerInput!) {
  createCustomer(input: $input) { isNewCustomer customer { ${FIELDS} } }
}`;
const UPDATE = `mutation Update($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteCustomer(id: $id) }';
const SUPPORT = `mutation Support($id: ID!, $input: CustomerSupportAccountInput!) {
  createCustomerSupportAccount(customerId: $id, input: $input) { id externalId }
}`;

type Customer = {
  id: string;
  code: string;
  firstName: string;
  email: string;
  phoneNumber: string;
  country: string;
};
type CustomerPage = {
  customers: { items: Customer[]; totalCount: number; customerSupportError: string | null };
};
type Created = { createCustomer: { isNewCustomer: boolean; customer: Customer } };

describe('customers', () => {
  const stack = sharedStack();
  const input = (extra: object = {}) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
    phoneNumber: '2025550143',
    ...extra,
  });

  it('lists the demo customers newest code first in one REST call, with the support-system notice', async () => {
    const before = stack.restCalls();
    const response = await stack.query<CustomerPage>(CUSTOMERS);
    expect(stack.restCalls() - before).toBe(1);
    expect(response.errors).toBeUndefined();
    const { items, totalCount, customerSupportError } = response.data!.customers;
    expect(totalCount).toBeGreaterThanOrEqual(50);
    expect(items).toHaveLength(10);
    const codes = items.map((c) => c.code);
    expect(codes).toEqual([...codes].sort().reverse());
    // The stack's licensing-api has no customer-support system configured.
    expect(customerSupportError).toMatch(/not configured/);
  });

  it('creates, finds by search, updates and deletes; a repeated e-mail answers the existing customer', async () => {
    const values = input();
    const created = await stack.query<Created>(CREATE, { input: values });
    expect(created.errors).toBeUndefined();
    const { isNewCustomer, customer } = created.data!.createCustomer;
    expect(isNewCustomer).toBe(true);
    expect(customer).toMatchObject({ firstName: 'Grace', country: 'United States', externalId: null });

    const again = await stack.query<Created>(CREATE, { input: { ...values, firstName: 'Someone' } });
    expect(again.data!.createCustomer).toEqual({ isNewCustomer: false, customer });

    const found = await stack.query<CustomerPage>(CUSTOMERS, { search: values.email });
    expect(found.data!.customers.items.map((c) => c.id)).toEqual([customer.id]);

    const updated = await stack.query<{ updateCustomer: Customer }>(UPDATE, {
      id: customer.id,
      input: { ...values, code: customer.code, country: 'Canada', zipCode: 'M5H 2N2' },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateCustomer).toMatchObject({ id: customer.id, country: 'Canada' });

    expect((await stack.query(DELETE, { id: customer.id })).data).toEqual({ deleteCustomer: customer.id });
    expect((await stack.query(CUSTOMER, { id: customer.id })).data).toEqual({ customer: null });
  });

  it('refuses a bad phone with BAD_USER_INPUT naming the field', async () => {
    const response = await stack.query(CREATE, { input: input({ phoneNumber: '12345' }) });
    const error = response.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toBe(customerMessages.invalidPhone);
    expect(error?.extensions?.fieldErrors).toEqual({ phoneNumber: [customerMessages.invalidPhone] });
    expectNoInternals(response.errors);
  });

  it('loads several customers by id in one REST call', async () => {
    const ids = (await stack.query<CustomerPage>(CUSTOMERS, { pageSize: 3 })).data!.customers.items.map(
      (c) => c.id,
    );
    const query = `query { ${ids.map((id, i) => `c${i}: customer(id: "${id}") { id email }`).join(' ')} }`;
    const before = stack.restCalls();
    const response = await stack.query<Record<string, { id: string }>>(query);
    expect(stack.restCalls() - before).toBe(1);
    expect(Object.values(response.data!).map((c) => c.id)).toEqual(ids);
  });

  it("answers the REST API's reason when the support account cannot be created, changing nothing", async () => {
    const customer = (await stack.query<Created>(CREATE, { input: input() })).data!.createCustomer.customer;
    const response = await stack.query(SUPPORT, {
      id: customer.id,
      input: { firstName: 'Grace', lastName: 'Hopper', email: customer.email },
    });
    expect(response.errors?.[0]?.message).toMatch(/customer-support system is not configured/);
    expect(response.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoInternals(response.errors);
    const invalid = await stack.query(SUPPORT, {
      id: customer.id,
      input: { firstName: '', lastName: 'H', email: 'x', phoneNumber: '123' },
    });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // REST's snake_case 'phone' comes back by the customer's name.
    expect(Object.keys(invalid.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual([
      'firstName',
      'email',
      'phoneNumber',
    ]);
    expect(
      (await stack.query<{ customer: { externalId: null } }>(CUSTOMER, { id: customer.id })).data!.customer
        .externalId,
    ).toBeNull();
  });
});
