// One declaration per REST route beyond an entity's five (SPEC §7's workflows, the account, reference
// lists, reports, settings, payments, the public trial-request routes, the hub's negotiation, the
// health check): licensing-api serves each at its method and path, with the config its auth checks
// (ARCHITECTURE.md: writes are declared), and the gateway calls each through its declaration, so no
// other layer writes a REST path. A workflow's name is its OpenAPI operationId, by which the
// gateway's generated REST types name its answer.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Workflow = {
  method: HttpMethod;
  /** The path, its parameters in braces as SPEC §7 writes them: '/api/Report/GetDashboard/{year}'. */
  path: string;
  /**
   * It changes something (a row, a mail, a session), so read-only tokens are refused. Declared, never
   * read off the method: SPEC's API has state-changing GETs (DeclineCustomerRequest).
   */
  writes: boolean;
  /** Needs no sign-in. */
  public?: boolean;
  /** Only administrators may call it (SPEC §6). */
  adminOnly?: boolean;
  /** A user who must change a mailed password may call it (reading oneself, changing it). */
  passwordChange?: boolean;
  /**
   * The body fields licensing-api validates and the gateway sends, by their domain schema's (and
   * GraphQL input's) name: `{ zipCode: 'postal_code' }`. ModelState comes back in those names.
   */
  fields?: Readonly<Record<string, string>>;
};

/** A workflow with its name. */
export type DeclaredWorkflow = Workflow & { operationId: string };

/** The names of a path's parameters: 'id' of '/api/SentEmail/RetrySentEmail/{id}'. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/** A workflow's path with its parameters filled in, each URI-encoded. */
export function workflowPath(
  workflow: Workflow,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return workflow.path.replace(/\{(\w+)\}/g, (_braces, name: string) => {
    if (params[name] === undefined) throw new Error(`${workflow.path} needs its '${name}'.`);
    return encodeURIComponent(params[name]);
  });
}

/** 'POST /api/Account/Logout': the method, a space, the path. */
type Route = `${HttpMethod} /${string}`;
/** Who may call it, when not every signed-in user, and its mapped body fields. */
type Options = Pick<Workflow, 'public' | 'adminOnly' | 'passwordChange' | 'fields'>;
/** Method and path as literal types: the gateway types a call's path parameters by them. */
type Declared<R extends Route, O> = R extends `${infer M extends HttpMethod} ${infer P}`
  ? { method: M; path: P; writes: boolean } & O
  : never;

const declare =
  (writes: boolean) =>
  <const R extends Route, const O extends Options = Record<never, never>>(route: R, options = {} as O) => {
    const [method, path] = route.split(' ');
    return { method, path, writes, ...options } as Declared<R, O>;
  };
/** A route that changes nothing. */
const reads = declare(false);
/** A route that changes something, whatever its method. */
const writes = declare(true);

type Words<S extends string> = S extends `${infer Word} ${infer Rest}` ? Word | Words<Rest> : S;

/** Body fields whose REST names are their names capitalized: 'firstName lastName' → FirstName, LastName. */
const capitalized = <const S extends string>(names: S) =>
  Object.fromEntries(names.split(' ').map((name) => [name, name[0]!.toUpperCase() + name.slice(1)])) as {
    readonly [N in Words<S>]: Capitalize<N>;
  };

/** Each workflow takes its name as its operationId. */
const defineWorkflows = <const T extends Record<string, Workflow>>(declared: T) =>
  Object.fromEntries(
    Object.entries(declared).map(([operationId, workflow]) => [operationId, { ...workflow, operationId }]),
  ) as { readonly [K in keyof T & string]: T[K] & { operationId: K } };

export const workflows = defineWorkflows({
  // Account
  Login: writes('POST /Login', { public: true }),
  Logout: writes('POST /api/Account/Logout', { passwordChange: true }),
  UserInfo: reads('GET /api/Account/UserInfo', { passwordChange: true }),
  ForgotPassword: writes('POST /api/Account/ForgotPassword', { public: true, fields: capitalized('email') }),
  ChangePassword: writes('POST /api/Account/ChangePassword', {
    passwordChange: true,
    fields: capitalized('oldPassword newPassword confirmPassword'),
  }),
  // The user entity's create (entities/users.ts): a user is added with a password no other write carries.
  Register: writes('POST /api/Account/Register', {
    adminOnly: true,
    fields: capitalized('email password confirmPassword firstName lastName phoneNumber roleId'),
  }),
  ResetPasswordDefault: writes('POST /api/Account/ResetPasswordDefault', { adminOnly: true }),
  // The audit trail of one record, newest first, to whoever may read the record (issue 29).
  GetRecordAuditTrail: reads('GET /api/Audit/GetRecordAuditTrail/{entity}/{id}'),
  GetRecentVisits: reads('GET /api/Account/GetRecentVisits'),
  RecordVisit: writes('POST /api/Account/RecordVisit', {
    fields: { entity: 'Entity', recordId: 'Id', label: 'Label' },
  }),
  // The signed-in user's colour theme: 'light', 'dark' or null (the operating system's).
  SetTheme: writes('PUT /api/Account/SetTheme', { fields: { theme: 'Theme' } }),
  GetApiTokens: reads('GET /api/Account/GetApiTokens'),
  CreateApiToken: writes('POST /api/Account/CreateApiToken', {
    fields: capitalized('name scope expiresInDays'),
  }),
  RevokeApiToken: writes('DELETE /api/Account/RevokeApiToken/{id}'),

  // Saved views of a list (beyond SPEC; issue 29): the caller's own and the shared ones.
  GetSavedViews: reads('GET /api/SavedViews/GetSavedViews'),
  CreateSavedView: writes('POST /api/SavedViews/CreateSavedView'),
  UpdateSavedView: writes('PUT /api/SavedViews/UpdateSavedView/{id}'),
  DeleteSavedView: writes('DELETE /api/SavedViews/DeleteSavedView/{id}'),

  // Customer
  CreateCustomerSupportAccount: writes('POST /api/Customer/CreateCustomerSupportAccount', {
    // The support system's snake_case (SPEC §7).
    fields: {
      firstName: 'first_name',
      lastName: 'last_name',
      email: 'email',
      phoneNumber: 'phone',
      companyName: 'company',
      address: 'address',
      city: 'city',
      state: 'state',
      zipCode: 'postal_code',
      country: 'country',
      additionalInfo: 'additional_info',
    },
  }),
  GetCustomerProductLicenses: reads('GET /api/Customer/GetCustomerProductLicenses'),

  // Products, features and licenses
  GetFeatureDataTypes: reads('GET /api/Features/GetFeatureDataTypes'),
  GetProductLicensePlans: reads('GET /api/ProductLicenses/GetProductLicensePlans'),
  GetIssueProductLicense_V2: writes('POST /api/ProductLicenses/GetIssueProductLicense_V2'),
  GetIssueProductLicense: reads('POST /api/ProductLicenses/GetIssueProductLicense'),
  RenewProductLicense: writes('POST /api/ProductLicenses/RenewProductLicense'),
  GetProductLicenseHistories: reads('GET /api/ProductLicenses/GetProductLicenseHistories/{id}'),
  GetProductLicensesHistories: reads('GET /api/ProductLicenses/GetProductLicensesHistories'),
  GetProductLicenseFeatures: reads('GET /api/ProductLicenses/GetProductLicenseFeatures/{id}'),
  ProductLicenseEmailAddress: reads('GET /api/ProductLicenses/ProductLicenseEmailAddress'),
  SendProductLicenseMail: writes('POST /api/ProductLicenses/SendProductLicenseMail', {
    fields: {
      productLicenseId: 'ProductLicenseID',
      ...capitalized('customerId emailTemplateId subject body'),
    },
  }),
  GetLicensePublicKey: reads('GET /api/LicenseFile/PublicKey', { public: true }),
  GetLicensePublicKeys: reads('GET /api/LicenseFile/PublicKeys', { public: true }),
  // A license's machines (beyond SPEC; machine-file.ts) and its status workflows (licenses.ts).
  GetProductLicenseMachines: reads('GET /api/ProductLicenses/GetProductLicenseMachines/{id}'),
  DeactivateMachine: writes('POST /api/ProductLicenses/DeactivateMachine/{id}'),
  ActivateMachineOffline: writes('POST /api/ProductLicenses/ActivateMachineOffline'),
  SuspendProductLicense: writes('POST /api/ProductLicenses/SuspendProductLicense'),
  ReinstateProductLicense: writes('POST /api/ProductLicenses/ReinstateProductLicense'),
  RevokeProductLicense: writes('POST /api/ProductLicenses/RevokeProductLicense'),
  // Bulk actions (beyond SPEC): the single workflows' rules, for up to MAX_BULK_IDS licenses, all or none.
  RenewProductLicenses: writes('POST /api/ProductLicenses/RenewProductLicenses'),
  SuspendProductLicenses: writes('POST /api/ProductLicenses/SuspendProductLicenses'),
  GetLicenseFeatures: reads('GET /api/Licenses/GetLicenseFeatures/{id}'),
  GetIssueLicense: reads('POST /api/Licenses/GetIssueLicense'),

  // The licensed software's API (beyond SPEC): public, limited per license and per address. Each
  // writes: a machine, its last check-in, or a failure in the license's history.
  Activate: writes('POST /api/Activation/Activate', { public: true }),
  Validate: writes('POST /api/Activation/Validate', { public: true }),
  Deactivate: writes('POST /api/Activation/Deactivate', { public: true }),

  // Orders and payments
  GenerateProductLicense: writes('POST /api/CustomerRequest/GenerateProductLicense'),
  GenerateAndSendProductLicenseMail: writes(
    'GET /api/CustomerRequest/GenerateAndSendProductLicenseMail/{id}',
  ),
  DeclineCustomerRequest: writes('GET /api/CustomerRequest/DeclineCustomerRequest/{id}'),
  GetQuotePdf: reads('GET /api/CustomerRequest/GetQuotePdf/{id}'),
  CreateInvoiceAndSendEmail: writes('POST /api/Payment/CreateInvoiceAndSendEmail'),
  RefreshInvoicePaymentStatus: writes('POST /api/Payment/RefreshInvoicePaymentStatus/{id}'),

  // Trial requests: an e-mailed link's action and the website's intake need no sign-in.
  GenerateRequestTrial: writes('POST /api/RequestTrialEmail/GenerateRequestTrial'),
  DeclineRequestTrialEmail: writes('PUT /api/RequestTrialEmail/DeclineRequestTrialEmail'),
  UpdateTrialRequestStatus: writes('GET /api/RequestTrialEmail/UpdateTrialRequestStatus', { public: true }),
  IntakeRequestTrialEmail: writes('POST /api/RequestTrialEmail/Intake', { public: true }),

  // Reports
  GetProductLicenseSummary: reads('GET /api/Report/GetProductLicenseSummary/{year}'),
  GetDashboard: reads('GET /api/Report/GetDashboard/{year}'),

  // E-mail
  PreviewEmailTemplate: reads('GET /api/EmailTemplate/PreviewEmailTemplate/{id}'),
  SendNewUpdateEMail: writes('POST /api/ReleasePackage/SendNewUpdateEMail', {
    fields: capitalized('releasePackageId emailTemplateId allActiveLicenses customers subject body'),
  }),
  RetrySentEmail: writes('POST /api/SentEmail/RetrySentEmail/{id}'),

  // Settings: everyone signed in reads them; administrators change them.
  GetSettings: reads('GET /api/Settings/GetSettings'),
  UpdateSettings: writes('PUT /api/Settings/UpdateSettings', {
    adminOnly: true,
    fields: {
      emailFromAddress: 'EmailFromAddress',
      adminEmails: 'AdminEmails',
      quickBooksEnvironment: 'QboEnvironment',
      quickBooksClientId: 'QboClientId',
      quickBooksClientSecret: 'QboClientSecret',
      quickBooksRealmId: 'QboRealmId',
      quickBooksRefreshToken: 'QboRefreshToken',
      quickBooksItemId: 'QboItemId',
    },
  }),
  CheckQBOServiceStatus: reads('GET /api/Settings/CheckQBOServiceStatus'),
  RefreshQBOToken: writes('GET /api/Settings/RefreshQBOToken', { adminOnly: true }),

  // The hub's negotiation (its WebSocket is licensing-api's /hub), the events a client missed, and
  // the health check.
  NegotiateHub: reads('POST /hub/negotiate'),
  HubEventsAfter: reads('GET /hub/events/{after}'),
  Healthz: reads('GET /healthz', { public: true }),
});
