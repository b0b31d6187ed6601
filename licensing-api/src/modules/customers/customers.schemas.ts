// The customer shapes of its own routes: CreateCustomer's answer and the CreateCustomerSupportAccount
// body (SPEC §7's snake_case) and answer. The rest comes from the declaration (crud/schemas.ts).
import { customerEntity, workflows } from '@licensing/domain';
import { type TString, Type } from 'typebox';
import { createBodySchema } from '../../crud/index.js';
import { Maybe, SerialId } from '../../lib/schemas.js';
import type { SupportFormFields } from './customer-support.client.js';

export const CustomerInput = createBodySchema(customerEntity);

export const CreateCustomerResponse = Type.Object({
  IsNewCustomer: Type.Boolean({
    description: 'false: a customer with this Email already existed; nothing was created.',
  }),
  Id: Type.Integer({ description: 'The new customer, or the existing one with the same Email.' }),
});

/** SPEC §7's snake_case body; fields are optional so that the domain schema names the missing ones. */
export const CustomerSupportAccountInput = Type.Object({
  CustomerID: SerialId('The customer to create the account for.'),
  // The form's fields, by the workflow's snake_case names.
  ...(Object.fromEntries(
    Object.values(workflows.CreateCustomerSupportAccount.fields).map((name) => [name, Maybe(Type.String())]),
  ) as Record<keyof SupportFormFields, ReturnType<typeof Maybe<TString>>>),
  is_active: Maybe(Type.Boolean({ description: 'Default true.' })),
  is_superuser: Maybe(
    Type.Literal(false, { description: 'A customer never administers the support system.' }),
  ),
  full_name: Maybe(Type.String({ description: 'Default: first and last name.' })),
  password: Maybe(
    Type.String({ minLength: 8, maxLength: 128, description: 'Default: 16 random symbols (SPEC §9).' }),
  ),
  ui_settings: Maybe(
    Type.Record(Type.String(), Type.Unknown(), { description: 'Forwarded as is; default {}.' }),
  ),
});

export const CustomerSupportAccountResponse = Type.Object({
  Id: Type.Integer(),
  ExternalID: Type.String({ description: 'The new account id in the customer-support system.' }),
});
