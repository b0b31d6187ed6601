// The audit trail's rows (migration 0027), read through the generic CRUD mechanism: the entries'
// changes are stored by column, and answered by the REST names of the entity's declaration where it
// has a field for the column (a column of its own else: a settings or token column).
import { auditEntryEntity } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import { defineTable, type Id, type Row, type Table } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { addonsTable } from '../addons/addons.table.js';
import { customersTable } from '../customers/customers.table.js';
import { editionsTable } from '../editions/editions.table.js';
import { emailTemplateTypesTable } from '../email-template-types/email-template-types.table.js';
import { emailTemplatesTable } from '../email-templates/email-templates.table.js';
import { featuresTable } from '../features/features.table.js';
import { licenseTypesTable } from '../license-types/license-types.table.js';
import { licensesTable } from '../licenses/licenses.table.js';
import { ordersTable } from '../orders/orders.table.js';
import { productEditionsTable } from '../product-editions/product-editions.table.js';
import { productLicensesTable } from '../product-licenses/product-licenses.table.js';
import { productsTable } from '../products/products.table.js';
import { releasePackagesTable } from '../release-packages/release-packages.table.js';
import { rolesTable } from '../roles/roles.table.js';
import { sentEmailTypesTable } from '../sent-email-types/sent-email-types.table.js';
import { sentEmailsTable } from '../sent-emails/sent-emails.table.js';
import { trialRequestsTable } from '../trial-requests/trial-requests.table.js';
import { usersTable } from '../users/users.table.js';

const described: readonly Table[] = [
  addonsTable,
  customersTable,
  editionsTable,
  emailTemplateTypesTable,
  emailTemplatesTable,
  featuresTable,
  licenseTypesTable,
  licensesTable,
  ordersTable,
  productEditionsTable,
  productLicensesTable,
  productsTable,
  releasePackagesTable,
  rolesTable,
  sentEmailTypesTable,
  sentEmailsTable,
  trialRequestsTable,
  usersTable,
];

/** Per entity, the REST name of each own column that is a declared field's. */
const restNames = new Map<string, Map<string, string>>(
  described.map((table) => [
    table.entity.name,
    new Map(
      Object.entries(table.columns).flatMap(([field, column]) =>
        typeof column === 'string' && !column.includes('.')
          ? [[column, table.entity.fields[field]!.rest]]
          : [],
      ),
    ),
  ]),
);

type Change = { old?: unknown; new?: unknown; changed?: boolean };

/** A value as the trail shows it: text as it is, anything else as JSON. */
const shown = (value: unknown) =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** An entry's stored changes as rows of the declared `changes` list, by REST name. */
export function changeRows(entity: string, changes: Record<string, Change>): Row[] {
  const names = restNames.get(entity);
  return Object.entries(changes).map(([column, change]) => ({
    field: names?.get(column) ?? column,
    old: shown(change.old),
    new: shown(change.new),
    secret: change.changed === true,
  }));
}

export const auditTrailTable = defineTable({
  entity: auditEntryEntity,
  table: 'audit_trail',
  nested: {
    changes: {
      async load(db: Kysely<Database>, ids: Id[]) {
        if (ids.length === 0) return new Map();
        const rows = await db
          .selectFrom('audit_trail')
          .select(['id', 'entity', 'changes'])
          .where('id', 'in', ids as number[])
          .execute();
        return new Map(
          rows.map((row) => [row.id, changeRows(row.entity, row.changes as Record<string, Change>)]),
        );
      },
      save() {
        throw new Error('The audit trail is written by its triggers and auditUpdate only.');
      },
    },
  },
});

/** Records a sign-in of user `id` on their trail, in the sign-in's transaction. */
export const recordSignIn = (trx: Kysely<Database>, id: string) =>
  sql`insert into audit_trail (actor_id, actor_name, action, entity, record_id, operation, changes)
    select id, first_name || ' ' || last_name, 'SignIn', 'User', id::text, 'event', '{}'
    from users where id = ${id}`.execute(trx);
