// Customers: the REST shapes (SPEC §3, §7 field names), the row mapping, the domain validation's
// field names and the list definition.
import { type CustomerSupportValues, type CustomerValues, defaultSorts } from '@licensing/domain';
import { Type } from 'typebox';
import type { Customer as CustomerRow, Database } from '../../db/schema.js';
import { Maybe, SerialId } from '../../lib/schemas.js';
import { defineList } from '../../lists/index.js';

const Text = () => Type.Union([Type.String(), Type.Null()]);

export const Customer = Type.Object({
  Id: Type.Integer(),
  CustomerCode: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  PhoneNumber: Type.String(),
  CompanyName: Text(),
  JobTitle: Text(),
  Address: Type.Union([Type.String(), Type.Null()]),
  Address2: Text(),
  City: Text(),
  State: Text(),
  Country: Type.String(),
  ZipCode: Text(),
  AdditionalInfo: Text(),
  ExternalID: Type.Union([Type.String(), Type.Null()], {
    description: 'The id in the customer-support system.',
  }),
});

/** Fields are optional here so that the domain schema answers SPEC §5's required-fields message. */
export const CustomerInput = Type.Object({
  CustomerCode: Maybe(Type.String({ description: 'Ignored on create (generated); required on update.' })),
  FirstName: Maybe(Type.String()),
  LastName: Maybe(Type.String()),
  Email: Maybe(Type.String()),
  PhoneNumber: Maybe(Type.String()),
  CompanyName: Maybe(Type.String()),
  JobTitle: Maybe(Type.String()),
  Address: Maybe(Type.String()),
  Address2: Maybe(Type.String()),
  City: Maybe(Type.String()),
  State: Maybe(Type.String()),
  Country: Maybe(Type.String({ description: "One of the 55 countries; 'United States' when empty." })),
  ZipCode: Maybe(Type.String()),
  AdditionalInfo: Maybe(Type.String()),
});

export const CustomerUpdate = Type.Object({ Id: SerialId(), ...CustomerInput.properties });

export const CreateCustomerResponse = Type.Object({
  IsNewCustomer: Type.Boolean({
    description: 'false: a customer with this Email already existed; nothing was created.',
  }),
  Id: Type.Integer({ description: 'The new customer, or the existing one with the same Email.' }),
});

export const CustomerList = Type.Object({
  Data: Type.Array(Customer),
  TotalItems: Type.Integer({ minimum: 0 }),
  CustomerSupportError: Type.Optional(
    Type.String({
      description:
        'Present while customer-support accounts cannot be created (the system is not configured).',
    }),
  ),
});

/** SPEC §7's snake_case body; fields are optional so that the domain schema names the missing ones. */
export const CustomerSupportAccountInput = Type.Object({
  CustomerID: SerialId('The customer to create the account for.'),
  email: Maybe(Type.String()),
  is_active: Maybe(Type.Boolean({ description: 'Default true.' })),
  is_superuser: Maybe(
    Type.Literal(false, { description: 'A customer never administers the support system.' }),
  ),
  full_name: Maybe(Type.String({ description: 'Default: first and last name.' })),
  first_name: Maybe(Type.String()),
  last_name: Maybe(Type.String()),
  password: Maybe(
    Type.String({ minLength: 8, maxLength: 128, description: 'Default: 16 random symbols (SPEC §9).' }),
  ),
  ui_settings: Maybe(
    Type.Record(Type.String(), Type.Unknown(), { description: 'Forwarded as is; default {}.' }),
  ),
  company: Maybe(Type.String()),
  phone: Maybe(Type.String()),
  address: Maybe(Type.String()),
  state: Maybe(Type.String()),
  additional_info: Maybe(Type.String()),
  postal_code: Maybe(Type.String()),
  city: Maybe(Type.String()),
  country: Maybe(Type.String()),
});

export const CustomerSupportAccountResponse = Type.Object({
  Id: Type.Integer(),
  ExternalID: Type.String({ description: 'The new account id in the customer-support system.' }),
});

/** Domain schema key → REST field name (validateInput). */
export const customerFields = {
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
  zipCode: 'ZipCode',
  country: 'Country',
  additionalInfo: 'AdditionalInfo',
} as const satisfies Record<keyof CustomerValues, string>;

export const customerSupportFields = {
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
} as const satisfies Record<keyof CustomerSupportValues, string>;

export const toCustomer = (row: CustomerRow) => ({
  Id: row.id,
  CustomerCode: row.customer_code,
  FirstName: row.first_name,
  LastName: row.last_name,
  Email: row.email,
  PhoneNumber: row.phone_number,
  CompanyName: row.company_name,
  JobTitle: row.job_title,
  Address: row.address,
  Address2: row.address2,
  City: row.city,
  State: row.state,
  Country: row.country,
  ZipCode: row.zip_code,
  AdditionalInfo: row.additional_info,
  ExternalID: row.external_id,
});

/** Empty optional fields are stored as null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

export const toCustomerRow = (values: CustomerValues) => ({
  first_name: values.firstName,
  last_name: values.lastName,
  email: values.email,
  phone_number: values.phoneNumber,
  company_name: orNull(values.companyName),
  job_title: orNull(values.jobTitle),
  address: orNull(values.address),
  address2: orNull(values.address2),
  city: orNull(values.city),
  state: orNull(values.state),
  zip_code: orNull(values.zipCode),
  country: values.country,
  additional_info: orNull(values.additionalInfo),
});

/** Every listed customer field can be sorted and filtered by. */
const listedFields = [
  'Id',
  'CustomerCode',
  'FirstName',
  'LastName',
  'Email',
  'PhoneNumber',
  'CompanyName',
  'City',
  'Country',
] as const;

export const customerList = defineList<Database, 'customers'>({
  fields: {
    Id: { column: 'customers.id', type: 'integer' },
    CustomerCode: { column: 'customers.customer_code', type: 'text' },
    FirstName: { column: 'customers.first_name', type: 'text' },
    LastName: { column: 'customers.last_name', type: 'text' },
    Email: { column: 'customers.email', type: 'text' },
    PhoneNumber: { column: 'customers.phone_number', type: 'text' },
    CompanyName: { column: 'customers.company_name', type: 'text' },
    City: { column: 'customers.city', type: 'text' },
    Country: { column: 'customers.country', type: 'text' },
  },
  sortBy: listedFields,
  filterBy: listedFields,
  // Loaders fetch many customers in one call: Filters Id '1,2,3'.
  filterByIds: ['Id'],
  // SPEC: search over code, names, e-mail and company.
  searchIn: ['CustomerCode', 'FirstName', 'LastName', 'Email', 'CompanyName'],
  defaultSort: defaultSorts.customers,
  tiebreaker: 'Id',
});
