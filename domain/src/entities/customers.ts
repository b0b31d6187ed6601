// Customer (SPEC §3, §5): the add/edit and customer-support account schemas, with SPEC's messages;
// sorted by CustomerCode descending (SPEC §9), so the newest comes first.
import { type InferType, object, string } from 'yup';
import { DEFAULT_COUNTRY, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants.js';
import { COUNTRIES } from '../countries.js';
import { phoneText, requiredText } from '../schema-fields.js';
import { requiredEmail } from '../validation.js';
import { defineEntity, internalValue, personFields, restRoutes, searchedText, text } from './entity.js';

export const customerMessages = {
  invalidPhone: 'Please enter a valid phone number (9-15 length)',
  /** The confirm offered when CreateCustomer finds the e-mail already taken (SPEC §5). */
  existingCustomer: 'A customer with this email already exists. Do you want to open the existing customer?',
  invalidCountry: 'Please choose a country from the list.',
  codeTaken: 'Another customer already has this Customer Code.',
  emailTaken: 'Another customer already has this email address.',
  supportAccountExists: 'This customer already has a customer-support account.',
} as const;

/** 9 to 15 digits with an optional leading + (SPEC §5, §9). */
const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** A required phone number (SPEC §5: customers and orders). */
export const requiredPhone = (label: string) =>
  phoneText().required(label).matches(PHONE_PATTERN, customerMessages.invalidPhone);

const optionalText = (label: string, max: number) =>
  string().trim().max(max, `${label} must be at most ${max} characters`).nullable();

const country = () =>
  string()
    .trim()
    .transform((value: string | null | undefined) => (value ? value : DEFAULT_COUNTRY))
    .oneOf(COUNTRIES, customerMessages.invalidCountry)
    .default(DEFAULT_COUNTRY);

/** Customer add (SPEC §5): First Name, Last Name, Email and Phone are required; the code is generated. */
export const customerSchema = object({
  code: optionalText('Customer Code', 50),
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: requiredEmail(),
  phoneNumber: requiredPhone('Phone'),
  companyName: optionalText('Company', 200),
  jobTitle: optionalText('Job Title', 100),
  address: optionalText('Address', 200),
  address2: optionalText('Address 2', 200),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  zipCode: optionalText('Zip Code', 20),
  country: country(),
  additionalInfo: optionalText('Additional Info', 2000),
});

/** Customer edit (SPEC §5): the add rules, and the Customer Code is required too. */
export const customerEditSchema = customerSchema.shape({ code: requiredText('Customer Code', 50) });

/**
 * The customer-support account dialog (SPEC §5): the customer's fields but the code, job title and
 * second address line; first name, last name and a valid e-mail are required, the phone is not.
 */
export const customerSupportSchema = customerSchema.omit(['code', 'jobTitle', 'address2']).shape({
  phoneNumber: phoneText()
    .nullable()
    .matches(PHONE_PATTERN, { message: customerMessages.invalidPhone, excludeEmptyString: true }),
  // The dialog says 'Postal Code' where the customer's screens say 'Zip Code'.
  zipCode: optionalText('Postal Code', 20),
});

export type CustomerSupportValues = InferType<typeof customerSupportSchema>;

export const customerEntity = defineEntity({
  name: 'Customer',
  // SPEC §5: customers confirm '... record?'.
  deleteLabel: 'record',
  fields: {
    /** Generated on create ('C000042'); required on edit. */
    code: searchedText('CustomerCode', 'Customer Code'),
    ...personFields,
    phoneNumber: text('PhoneNumber', 'Phone', { sort: true, filter: true, input: 'tel' }),
    companyName: text('CompanyName', 'Company', { nullable: true, sort: true, filter: true, search: true }),
    jobTitle: text('JobTitle', 'Job Title', { nullable: true }),
    address: text('Address', 'Address', { nullable: true }),
    address2: text('Address2', 'Address 2', { nullable: true }),
    city: text('City', 'City', { nullable: true, sort: true, filter: true }),
    state: text('State', 'State', { nullable: true }),
    country: { rest: 'Country', type: 'text', label: 'Country', sort: true, filter: true },
    zipCode: text('ZipCode', 'Zip Code', { nullable: true }),
    additionalInfo: text('AdditionalInfo', 'Additional Info', { nullable: true }),
    /** The customer's id in the customer-support system, set by CreateCustomerSupportAccount. */
    externalId: internalValue('ExternalID', 'text'),
  },
  defaultSort: [{ field: 'code', direction: 'desc' }],
  schema: customerSchema,
  editSchema: customerEditSchema,
  routes: restRoutes('Customer'),
  createResult: 'CreateCustomerResult',
  notes: {
    create:
      'Unless one with the same e-mail (whatever its case) exists: then nothing is created and the answer carries that customer with `isNewCustomer: false`. The code is generated.',
    update: 'The customer code is required too.',
  },
});
