// Customer queries. Writes answer whether a row was touched, so routes can answer 404; unique
// codes and e-mail addresses are kept by the database's indexes (migration 0004).
import { customerMessages } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import { customerList, type toCustomerRow } from './customers.schemas.js';

type CustomerRowValues = ReturnType<typeof toCustomerRow>;

/** A unique-index violation (PostgreSQL and PGlite both answer SQLSTATE 23505 and the index name). */
function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}

export function customersRepository(db: Kysely<Database>) {
  const findByEmail = (email: string) =>
    db
      .selectFrom('customers')
      .select('id')
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .executeTakeFirst();

  return {
    list(request: ListRequest) {
      return findPage(db.selectFrom('customers').selectAll('customers'), customerList, request);
    },

    findById(id: number) {
      return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Inserts the customer unless one with the same e-mail exists (SPEC §5): answers the new id, or
     * the existing customer's with isNew false. The e-mail index decides, so two concurrent adds of
     * one address make one customer.
     */
    async create(values: CustomerRowValues): Promise<{ id: number; isNew: boolean }> {
      // A code edited by hand can collide with the sequence's next value: take the one after.
      for (let attempt = 1; ; attempt += 1) {
        if (attempt > 5) throw new Error('Inserting a customer did not settle after 5 attempts.');
        try {
          const row = await db
            .insertInto('customers')
            .values(values)
            .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row) return { id: row.id, isNew: true };
          const existing = await findByEmail(values.email);
          if (existing) return { id: existing.id, isNew: false };
        } catch (error) {
          if (uniqueViolation(error) !== 'customers_code_key') throw error;
        }
      }
    },

    async update(id: number, values: CustomerRowValues & { customer_code: string }): Promise<boolean> {
      try {
        const result = await db.updateTable('customers').set(values).where('id', '=', id).executeTakeFirst();
        return result.numUpdatedRows > 0n;
      } catch (error) {
        const index = uniqueViolation(error);
        if (index === 'customers_code_key') throw conflict(customerMessages.codeTaken);
        if (index === 'customers_email_key') throw conflict(customerMessages.emailTaken);
        throw error;
      }
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('customers').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Records the support-system id unless the customer already has one (or is gone). */
    async setExternalId(id: number, externalId: string): Promise<boolean> {
      const result = await db
        .updateTable('customers')
        .set({ external_id: externalId })
        .where('id', '=', id)
        .where('external_id', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
