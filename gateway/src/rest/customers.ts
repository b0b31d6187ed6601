// The customer-support account workflow over REST (SPEC §7 CreateCustomerSupportAccount): its body
// is the support system's (snake_case), not the customer's. Customer CRUD is generic (resource.ts).
import { customerEntity, messages } from '@licensing/domain';
import type { CustomerSupportAccountInput } from '../generated/graphql.js';
import type { CreateCustomerSupportAccountBody } from '../generated/rest.js';
import type { RestClient } from './client.js';
import { requireRestId } from './resource.js';

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

/** Creates the customer's support-system account; the REST API generates its password. */
export async function createCustomerSupportAccount(
  rest: RestClient,
  customerId: string,
  input: CustomerSupportAccountInput,
): Promise<void> {
  const body: CreateCustomerSupportAccountBody = {
    CustomerID: requireRestId(customerEntity.fields.id.type, customerId, 'customerId') as number,
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
  await rest.post('/api/Customer/CreateCustomerSupportAccount', body, {
    failure: messages.createCustomerSupportFailed,
    fields: supportFields,
  });
}
