// Customers over REST (SPEC §7 api/Customer): the wire shape, its mapping to the GraphQL type, and
// one function per call.
import { defaultSorts, type ListResult, messages } from '@licensing/domain';
import type { Customer, CustomerInput, CustomerSupportAccountInput } from '../generated/graphql.js';
import { getAllByIds } from './batch.js';
import type { RestClient } from './client.js';
import { type ListArgs, type ListSpec, listQuery, type Page, requireNumericId, toPage } from './lists.js';

export interface RestCustomer {
  Id: number;
  CustomerCode: string;
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  CompanyName: string | null;
  JobTitle: string | null;
  Address: string | null;
  Address2: string | null;
  City: string | null;
  State: string | null;
  Country: string;
  ZipCode: string | null;
  AdditionalInfo: string | null;
  ExternalID: string | null;
}

/** GraphQL field → REST field. */
const fields = {
  id: 'Id',
  code: 'CustomerCode',
  firstName: 'FirstName',
  lastName: 'LastName',
  email: 'Email',
  phoneNumber: 'PhoneNumber',
  companyName: 'CompanyName',
  jobTitle: 'JobTitle',
  address: 'Address',
  address2: 'Address2',
  city: 'City',
  state: 'State',
  country: 'Country',
  zipCode: 'ZipCode',
  additionalInfo: 'AdditionalInfo',
} as const;

/** GraphQL field → REST field of the support-account body (snake_case, SPEC §7). */
const supportFields = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  address: 'address',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  country: 'country',
  additionalInfo: 'additional_info',
} as const;

const list: ListSpec<typeof fields> = {
  fields,
  sortable: ['id', 'code', 'firstName', 'lastName', 'email', 'phoneNumber', 'companyName', 'city', 'country'],
  filterable: ['code', 'firstName', 'lastName', 'email', 'phoneNumber', 'companyName', 'city', 'country'],
  defaultSort: defaultSorts.customers,
};

const path = '/api/Customer';

export type CustomerPage = Page<Customer> & { customerSupportError: string | null };

export function toCustomer(row: RestCustomer): Customer {
  return {
    id: String(row.Id),
    code: row.CustomerCode,
    firstName: row.FirstName,
    lastName: row.LastName,
    email: row.Email,
    phoneNumber: row.PhoneNumber,
    companyName: row.CompanyName,
    jobTitle: row.JobTitle,
    address: row.Address,
    address2: row.Address2,
    city: row.City,
    state: row.State,
    country: row.Country,
    zipCode: row.ZipCode,
    additionalInfo: row.AdditionalInfo,
    externalId: row.ExternalID,
  };
}

export async function listCustomers(rest: RestClient, args: ListArgs): Promise<CustomerPage> {
  const query = listQuery(args, list);
  const result = await rest.get<ListResult<RestCustomer> & { CustomerSupportError?: string }>(
    `${path}/GetCustomers`,
    { query, failure: messages.getListFailed('Customer') },
  );
  return { ...toPage(result, toCustomer), customerSupportError: result.CustomerSupportError ?? null };
}

/** The customers with these ids, in one call (the loaders' batch). */
export function getCustomersByIds(rest: RestClient, ids: readonly number[]): Promise<RestCustomer[]> {
  return getAllByIds<RestCustomer>(rest, `${path}/GetCustomers`, 'Id', ids, {
    failure: messages.getListFailed('Customer'),
  });
}

function toBody(input: CustomerInput) {
  return {
    CustomerCode: input.code ?? null,
    FirstName: input.firstName,
    LastName: input.lastName,
    Email: input.email,
    PhoneNumber: input.phoneNumber,
    CompanyName: input.companyName ?? null,
    JobTitle: input.jobTitle ?? null,
    Address: input.address ?? null,
    Address2: input.address2 ?? null,
    City: input.city ?? null,
    State: input.state ?? null,
    Country: input.country ?? null,
    ZipCode: input.zipCode ?? null,
    AdditionalInfo: input.additionalInfo ?? null,
  };
}

/** Creates a customer unless its e-mail exists; answers the id of the new or existing one. */
export async function createCustomer(
  rest: RestClient,
  input: CustomerInput,
): Promise<{ isNewCustomer: boolean; id: string }> {
  const result = await rest.post<{ IsNewCustomer: boolean; Id: number }>(
    `${path}/CreateCustomer`,
    toBody(input),
    {
      failure: messages.addFailed,
      fields,
    },
  );
  return { isNewCustomer: result.IsNewCustomer, id: String(result.Id) };
}

export async function updateCustomer(rest: RestClient, id: string, input: CustomerInput): Promise<void> {
  const body = { Id: requireNumericId(id), ...toBody(input) };
  await rest.put<boolean>(`${path}/UpdateCustomer`, body, { failure: messages.updateFailed, fields });
}

export async function deleteCustomer(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${path}/DeleteCustomer/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}

/** Creates the customer's support-system account; the REST API generates its password. */
export async function createCustomerSupportAccount(
  rest: RestClient,
  customerId: string,
  input: CustomerSupportAccountInput,
): Promise<void> {
  const body = {
    CustomerID: requireNumericId(customerId),
    email: input.email,
    is_active: true,
    is_superuser: false,
    full_name: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(),
    first_name: input.firstName,
    last_name: input.lastName,
    company: input.company ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    state: input.state ?? null,
    additional_info: input.additionalInfo ?? null,
    postal_code: input.postalCode ?? null,
    city: input.city ?? null,
    country: input.country ?? null,
  };
  await rest.post(`${path}/CreateCustomerSupportAccount`, body, {
    failure: messages.createCustomerSupportFailed,
    fields: supportFields,
  });
}
