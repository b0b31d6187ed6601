// Customer (SPEC §3, §5): the add/edit and customer-support account schemas, with SPEC's messages;
// sorted by CustomerCode descending (SPEC §9), so the newest comes first.
import { type InferType, string } from 'yup';
import { DEFAULT_COUNTRY, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants.js';
import { COUNTRIES } from '../countries.js';
import { itsLabel, nullableText, phoneText, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { internalValue, personFields, searchedText, text } from './fields.js';

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
export const requiredPhone = () =>
  phoneText().required(itsLabel).matches(PHONE_PATTERN, customerMessages.invalidPhone);

const country = () =>
  string()
    .trim()
    .transform((value: string | null | undefined) => (value ? value : DEFAULT_COUNTRY))
    .oneOf(COUNTRIES, customerMessages.invalidCountry)
    .default(DEFAULT_COUNTRY);

export const customerEntity = defineEntity({
  name: 'Customer',
  // SPEC §5: customers confirm '... record?'.
  deleteLabel: 'record',
  fields: {
    /** Generated on create ('C000042'); required on edit. */
    code: { ...searchedText('CustomerCode', 'Customer Code'), rule: nullableText(50) },
    ...personFields,
    phoneNumber: text('PhoneNumber', 'Phone', {
      sort: true,
      filter: true,
      input: 'tel',
      rule: requiredPhone(),
    }),
    companyName: text('CompanyName', 'Company', {
      nullable: true,
      sort: true,
      filter: true,
      search: true,
      rule: nullableText(200),
    }),
    jobTitle: text('JobTitle', 'Job Title', { nullable: true, rule: nullableText(100) }),
    address: text('Address', 'Address', { nullable: true, rule: nullableText(200) }),
    address2: text('Address2', 'Address 2', { nullable: true, rule: nullableText(200) }),
    city: text('City', 'City', { nullable: true, sort: true, filter: true, rule: nullableText(100) }),
    state: text('State', 'State', { nullable: true, rule: nullableText(100) }),
    zipCode: text('ZipCode', 'Zip Code', { nullable: true, rule: nullableText(20) }),
    country: { rest: 'Country', type: 'text', label: 'Country', sort: true, filter: true, rule: country() },
    additionalInfo: text('AdditionalInfo', 'Additional Info', { nullable: true, rule: nullableText(2000) }),
    /** The customer's id in the customer-support system, set by CreateCustomerSupportAccount. */
    externalId: internalValue('ExternalID', 'text'),
  },
  defaultSort: [{ field: 'code', direction: 'desc' }],
  // SPEC §5: the Customer Code is required on edit.
  editRules: { code: requiredText(50) },
  routes: restRoutes('Customer'),
  createResult: 'CreateCustomerResult',
  notes: {
    create:
      'Unless one with the same e-mail (whatever its case) exists: then nothing is created and the answer carries that customer with `isNewCustomer: false`. The code is generated.',
    update: 'The customer code is required too.',
  },
});

/**
 * The customer-support account dialog (SPEC §5): the customer's fields but the code, job title and
 * second address line; first name, last name and a valid e-mail are required, the phone is not.
 */
export const customerSupportSchema = customerEntity.schema.omit(['code', 'jobTitle', 'address2']).shape({
  phoneNumber: phoneText()
    .nullable()
    .matches(PHONE_PATTERN, { message: customerMessages.invalidPhone, excludeEmptyString: true }),
  // The dialog says 'Postal Code' where the customer's screens say 'Zip Code'.
  zipCode: nullableText(20).label('Postal Code'),
});

export type CustomerSupportValues = InferType<typeof customerSupportSchema>;
