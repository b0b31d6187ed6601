// Customers (SPEC §3): CustomerCode is generated on create ('C000042', migration 0004); codes and
// e-mail addresses are unique whatever their case, kept by the database's indexes.
import { customerEntity, customerMessages } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';

export const customersTable = defineTable({
  entity: customerEntity,
  table: 'customers',
  // A customer who holds licenses stays.
  usedBy: [
    { table: 'product_licenses', column: 'customer_id', label: 'product license' },
    { table: 'licenses', column: 'customer_id', label: 'license' },
  ],
  columns: {
    code: 'customer_code',
  },
  uniqueIndexes: {
    customers_code_key: customerMessages.codeTaken,
    customers_email_key: customerMessages.emailTaken,
  },
});
