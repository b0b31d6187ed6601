// /api/Customer (SPEC §7): list (with CustomerSupportError), get, create (answers IsNewCustomer and
// Id; an existing e-mail creates nothing), update, delete, and CreateCustomerSupportAccount, which
// creates the customer's user in the customer-support system and stores its id as ExternalID.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  customerEditSchema,
  customerMessages,
  customerSchema,
  customerSupportSchema,
  randomPassword,
} from '@licensing/domain';
import { Type } from 'typebox';
import { conflict, HttpError, notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdParams } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { ListQuerystring, parseListQuery } from '../../lists/index.js';
import {
  type CustomerSupportClient,
  CustomerSupportError,
  customerSupportClient,
  supportMessages,
} from './customer-support.client.js';
import { customersRepository } from './customers.repository.js';
import {
  CreateCustomerResponse,
  Customer,
  CustomerInput,
  CustomerList,
  CustomerSupportAccountInput,
  CustomerSupportAccountResponse,
  CustomerUpdate,
  customerFields,
  customerSupportFields,
  toCustomer,
  toCustomerRow,
} from './customers.schemas.js';

const ENTITY = 'Customer';
const tags = ['Customers'];
/** Length of the generated support-system password (SPEC §9 generator). */
const SUPPORT_PASSWORD_LENGTH = 16;

const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customers = customersRepository(app.db);
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

  app.get(
    '/api/Customer/GetCustomers',
    {
      schema: {
        tags,
        summary: 'List customers (default sort CustomerCode desc)',
        description:
          'Searches CustomerCode, names, Email and CompanyName. CustomerSupportError is present while the customer-support system is not configured.',
        querystring: ListQuerystring,
        response: { 200: CustomerList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, total } = await customers.list(parseListQuery(request.query));
      return {
        Data: rows.map(toCustomer),
        TotalItems: total,
        ...(support ? {} : { CustomerSupportError: supportMessages.notConfigured }),
      };
    },
  );

  app.get(
    '/api/Customer/GetCustomer/:id',
    {
      schema: {
        tags,
        summary: 'One customer',
        params: IdParams,
        response: { 200: Customer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toCustomer(orNotFound(await customers.findById(request.params.id), ENTITY)),
  );

  app.post(
    '/api/Customer/CreateCustomer',
    {
      schema: {
        tags,
        summary:
          'Create a customer, unless its Email exists: then answers that customer with IsNewCustomer false',
        body: CustomerInput,
        response: { 200: CreateCustomerResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const values = await validateInput(customerSchema, customerFields, request.body);
      const { id, isNew } = await customers.create(toCustomerRow(values));
      return { IsNewCustomer: isNew, Id: id };
    },
  );

  app.put(
    '/api/Customer/UpdateCustomer',
    {
      schema: {
        tags,
        summary: 'Update a customer; answers true',
        body: CustomerUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const values = await validateInput(customerEditSchema, customerFields, request.body);
      const row = { ...toCustomerRow(values), customer_code: values.code };
      if (!(await customers.update(request.body.Id, row))) throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/Customer/DeleteCustomer/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer; answers true',
        params: IdParams,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      if (!(await customers.remove(request.params.id))) throw notFound(ENTITY);
      return true;
    },
  );

  app.post(
    '/api/Customer/CreateCustomerSupportAccount',
    {
      schema: {
        tags,
        summary: "Create the customer's account in the customer-support system; answers its id (ExternalID)",
        description:
          '503 when the system is not configured, 502 when it fails or does not answer in time; the Message says why. The customer is changed only on success.',
        body: CustomerSupportAccountInput,
        response: { 200: CustomerSupportAccountResponse, ...errorResponses(400, 401, 404, 409, 502, 503) },
      },
    },
    async (request) => {
      const body = request.body;
      const values = await validateInput(customerSupportSchema, customerSupportFields, body);
      const customer = orNotFound(await customers.findById(body.CustomerID), ENTITY);
      if (customer.external_id) throw conflict(customerMessages.supportAccountExists);
      if (!support) throw new HttpError(503, supportMessages.notConfigured);

      let externalId: string;
      try {
        externalId = await support.createUser({
          email: values.email,
          is_active: body.is_active ?? true,
          is_superuser: false,
          full_name: body.full_name?.trim() || `${values.firstName} ${values.lastName}`,
          first_name: values.firstName,
          last_name: values.lastName,
          password: body.password ?? randomPassword(SUPPORT_PASSWORD_LENGTH),
          ui_settings: body.ui_settings ?? {},
          company: values.company || null,
          phone: values.phone || null,
          address: values.address || null,
          state: values.state || null,
          additional_info: values.additionalInfo || null,
          postal_code: values.postalCode || null,
          city: values.city || null,
          country: values.country,
        });
      } catch (error) {
        if (error instanceof CustomerSupportError) {
          request.log.warn(
            { customerId: customer.id, reason: error.message },
            'customer-support account failed',
          );
          throw new HttpError(502, error.message);
        }
        throw error;
      }
      // Deleted, or given an account by a concurrent call, meanwhile.
      if (!(await customers.setExternalId(customer.id, externalId))) {
        throw conflict(customerMessages.supportAccountExists);
      }
      return { Id: customer.id, ExternalID: externalId };
    },
  );
};

export default customersRoutes;
