// /api/Customer (SPEC §7): the CRUD routes of the declaration, with GetCustomers saying
// CustomerSupportError while the support system is not configured; CreateCustomer, which answers
// IsNewCustomer and Id (an existing e-mail creates nothing); and CreateCustomerSupportAccount,
// which creates the customer's user in the customer-support system and stores its id as ExternalID.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  customerEntity,
  customerMessages,
  customerSupportSchema,
  personName,
  randomPassword,
  workflows,
} from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import {
  crudResource,
  crudRoutes,
  entityRoute,
  objectBody,
  toColumns,
  uniqueViolation,
  validateBody,
} from '../../crud/index.js';
import { conflict, HttpError, orNotFound } from '../../lib/errors.js';
import { errorResponses } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import {
  type CustomerSupportClient,
  CustomerSupportError,
  customerSupportClient,
  type SupportFormFields,
  type SupportUser,
  supportMessages,
} from './customer-support.client.js';
import {
  CreateCustomerResponse,
  CustomerInput,
  CustomerSupportAccountInput,
  CustomerSupportAccountResponse,
} from './customers.schemas.js';
import { customersTable } from './customers.table.js';

/** Length of the generated support-system password (SPEC §9 generator). */
const SUPPORT_PASSWORD_LENGTH = 16;

const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const customers = crudResource(db, customersTable);
  const { customerSupportUrl, customerSupportApiKey, customerSupportTimeoutMs } = app.config;
  // Not configured: GetCustomers says so, and CreateCustomerSupportAccount answers 503.
  const support: CustomerSupportClient | null =
    customerSupportUrl && customerSupportApiKey
      ? customerSupportClient({
          baseUrl: customerSupportUrl,
          apiKey: customerSupportApiKey,
          timeoutMs: customerSupportTimeoutMs,
        })
      : null;

  await crudRoutes(customers, {
    omit: ['create'],
    listExtra: {
      properties: {
        CustomerSupportError: Type.Optional(
          Type.String({
            description:
              'Present while customer-support accounts cannot be created (the system is not configured).',
          }),
        ),
      },
      answer: () => (support ? {} : { CustomerSupportError: supportMessages.notConfigured }),
    },
  })(app, {});

  /**
   * Inserts the customer unless one with the same e-mail exists (SPEC §5): answers the new id, or
   * the existing customer's with isNew false. The e-mail index decides, so two concurrent adds of
   * one address make one customer.
   */
  async function create(values: Record<string, unknown>): Promise<{ id: number; isNew: boolean }> {
    // The code is generated; a code edited by hand can collide with the sequence's next value, so
    // a clash takes the one after.
    const row = toColumns(customersTable, { ...values, code: undefined });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      try {
        const inserted = await db
          .insertInto('customers')
          .values(row as never)
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) return { id: inserted.id, isNew: true };
        const existing = await db
          .selectFrom('customers')
          .select('id')
          .where(sql<boolean>`lower(email) = lower(${values.email})`)
          .executeTakeFirst();
        if (existing) return { id: existing.id, isNew: false };
      } catch (error) {
        if (uniqueViolation(error) !== 'customers_code_key') throw error;
      }
    }
    throw new Error('Inserting a customer did not settle after 5 attempts.');
  }

  app.route({
    ...entityRoute(
      customerEntity,
      'create',
      'Create a customer, unless its Email exists: then answers that customer with IsNewCustomer false',
      { body: CustomerInput, response: { 200: CreateCustomerResponse, ...errorResponses(409) } },
    ),
    ...objectBody,
    handler: async (request) => {
      const { id, isNew } = await create(
        await validateBody(customerEntity, request.body as Record<string, unknown>),
      );
      return { IsNewCustomer: isNew, Id: id };
    },
  });

  app.route({
    ...workflowRoute(workflows.CreateCustomerSupportAccount, {
      summary: "Create the customer's account in the customer-support system; answers its id (ExternalID)",
      description:
        '503 when the system is not configured, 502 when it fails or does not answer in time; the Message says why. The customer is changed only on success.',
      body: CustomerSupportAccountInput,
      response: { 200: CustomerSupportAccountResponse, ...errorResponses(400, 401, 404, 409, 502, 503) },
    }),
    handler: async (request) => {
      const body = request.body;
      const values = await validateInput(
        customerSupportSchema,
        workflows.CreateCustomerSupportAccount.fields,
        body,
      );
      const customer = orNotFound(await customers.get(body.CustomerID), customerEntity.notFoundLabel);
      if (customer.ExternalID) throw conflict(customerMessages.supportAccountExists);
      if (!support) throw new HttpError(503, supportMessages.notConfigured);

      // The form's values by the workflow's snake_case names, a blank optional one as null.
      const form = Object.fromEntries(
        Object.entries(workflows.CreateCustomerSupportAccount.fields).map(([name, rest]) => [
          rest,
          values[name as keyof typeof values] || null,
        ]),
      ) as SupportFormFields & Pick<SupportUser, 'email' | 'first_name' | 'last_name'>;
      let externalId: string;
      try {
        externalId = await support.createUser({
          ...form,
          is_active: body.is_active ?? true,
          is_superuser: false,
          full_name: body.full_name?.trim() || personName(values.firstName, values.lastName),
          password: body.password ?? randomPassword(SUPPORT_PASSWORD_LENGTH),
          ui_settings: body.ui_settings ?? {},
        });
      } catch (error) {
        if (error instanceof CustomerSupportError) {
          request.log.warn(
            { customerId: body.CustomerID, reason: error.message },
            'customer-support account failed',
          );
          throw new HttpError(502, error.message);
        }
        throw error;
      }
      // Recorded unless the customer was deleted, or given an account by a concurrent call, meanwhile.
      const recorded = await db
        .updateTable('customers')
        .set({ external_id: externalId })
        .where('id', '=', body.CustomerID)
        .where('external_id', 'is', null)
        .executeTakeFirst();
      if (recorded.numUpdatedRows === 0n) throw conflict(customerMessages.supportAccountExists);
      return { Id: body.CustomerID, ExternalID: externalId };
    },
  });
};

export default customersRoutes;
