// The typed tables Kysely queries. Columns are snake_case as in SQL; routes map rows to the SPEC's
// PascalCase JSON. Keep this in step with the migrations (one interface per table).
import type { SentEmailStatus, TokenScope } from '@licensing/domain';
import type { ColumnType, Generated, Insertable } from 'kysely';

/** A timestamptz column the database fills in by default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RolesTable {
  id: Generated<string>;
  name: string;
}

export interface UsersTable {
  id: Generated<string>;
  user_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  is_active: Generated<boolean>;
  role_id: string;
  password_hash: string;
  created_at: CreatedAt;
  /** Set by a mailed password: only ChangePassword (and reading oneself) is allowed until then. */
  must_change_password: Generated<boolean>;
  /** A forgotten password's replacement: the old password works until this one is first used. */
  pending_password_hash: string | null;
  pending_password_expires_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

/** Bearer sessions. Only the SHA-256 of a token is stored, so a database leak yields no usable token. */
export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Null for a sign-in; an integrator token's name. */
  name: string | null;
  scope: ColumnType<TokenScope, TokenScope | undefined, TokenScope>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ForgotPasswordRequestsTable {
  /** bigint: never read. */
  id: Generated<string>;
  account: string;
  client_address: string;
  requested_at: CreatedAt;
}

/** Failed sign-ins, for throttling; rows older than the window are pruned. */
export interface SignInFailuresTable {
  /** bigint: never read (pg would answer it as a string). */
  id: Generated<string>;
  account: string;
  client_address: string;
  attempted_at: CreatedAt;
}

export interface ProductsTable {
  product_id: Generated<number>;
  product_name: string;
  product_version: string;
}

export interface FeatureDataTypesTable {
  id: Generated<number>;
  type: string;
}

export interface FeaturesTable {
  id: Generated<number>;
  name: string;
  label: string;
  product_id: number;
  is_active: Generated<boolean>;
  feature_data_type_id: number;
  value: string | null;
}

/** Prices are numeric: pg answers them as strings, so mappers convert with Number(). */
export interface ProductEditionsTable {
  product_edition_id: Generated<number>;
  product_id: number;
  product_edition_name: string;
  product_edition_code: string;
  price: ColumnType<string, number, number>;
  price_per_month: ColumnType<string, number, number>;
  display_order: Generated<number>;
  active_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  inactive_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface ProductEditionDetailsTable {
  products_edition_detail_id: Generated<number>;
  product_edition_id: number;
  feature_id: number;
  quantity: number;
  description: string | null;
}

export interface EditionsTable {
  id: Generated<number>;
  name: string;
  code: string;
  active_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  inactive_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface EditionDetailsTable {
  id: Generated<number>;
  edition_id: number;
  feature_id: number;
  quantity: number;
}

export interface ProductLicensePlansTable {
  id: Generated<number>;
  name: string;
  unit: number;
}

export interface LicenseTypesTable {
  id: Generated<number>;
  type_name: string;
}

export interface ReleasePackagesTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  version: string;
  url: string | null;
  description: string | null;
}

/** Prices are numeric: pg answers them as strings, so mappers convert with Number(). */
export interface AddonsTable {
  id: Generated<number>;
  name: string;
  code: string;
  product_id: number;
  feature_id: number | null;
  is_active: Generated<boolean>;
  price: ColumnType<string, number | undefined, number>;
  price_per_month: ColumnType<string, number | undefined, number>;
  price_calc_per_item: Generated<boolean>;
}

/** customer_code defaults to the next 'C000042' of customer_code_seq (migration 0004). */
export interface CustomersTable {
  id: Generated<number>;
  customer_code: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  company_name: string | null;
  job_title: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: Generated<string>;
  additional_info: string | null;
  external_id: string | null;
  created_at: CreatedAt;
}

export interface EmailTemplateTypesTable {
  id: Generated<number>;
  name: string;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  product_id: number;
  email_template_type_id: number;
  name: string;
  subject: string;
  /** Sanitized HTML with placeholders {0}–{4}. */
  content: string;
  created_at: CreatedAt;
}

export interface TypeSendEmailsTable {
  id: Generated<number>;
  name: string;
}

export interface SettingsTable {
  id: Generated<number>;
  email_from_address: string;
  /** Semicolon-separated (SPEC §3 Settings). */
  admin_emails: Generated<string>;
  /** QuickBooks Online: 'sandbox' or 'production'. Secrets and tokens never leave licensing-api. */
  qbo_environment: Generated<string>;
  qbo_client_id: string | null;
  qbo_client_secret: string | null;
  qbo_realm_id: string | null;
  qbo_refresh_token: string | null;
  qbo_refresh_token_expires_at: Timestamp | null;
  qbo_access_token: string | null;
  qbo_access_token_expires_at: Timestamp | null;
  qbo_item_id: string | null;
  /** The HMAC key of the trial requests' e-mailed links (never leaves licensing-api). */
  link_secret: string | null;
}

export interface SentEmailsTable {
  id: Generated<number>;
  type_send_email_id: number;
  /** Semicolon-separated addresses. */
  recipients: string;
  subject: string;
  /** Sanitized HTML. */
  body: string;
  created_date: CreatedAt;
  status: ColumnType<SentEmailStatus, SentEmailStatus | undefined, SentEmailStatus>;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  message_id: string | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** JSON [{ filename, content }], or null. */
  attachments: string | null;
  /** The body with its secrets, sealed (lib/secret-box.ts), until it is sent or given up. */
  sealed_body: string | null;
  /** The body shows secrets redacted. */
  redacted: Generated<boolean>;
}

export interface ProductLicensesTable {
  id: Generated<number>;
  order_number: string;
  product_id: number;
  customer_id: number;
  license_type_id: number;
  product_edition_id: number;
  product_license_plan_id: number;
  mac_address: string | null;
  server_name: string | null;
  expired_date: Timestamp;
  allow_virtual_machine: Generated<boolean>;
  customer_activation_code: string | null;
  /** SPEC §4: 0 Inactivate, 1 Activated, 2 Suspended, 3 Updated. */
  status: Generated<number>;
  additional_attributes: string | null;
  created_at: CreatedAt;
}

export interface ProductLicenseFeaturesTable {
  id: Generated<number>;
  product_license_id: number;
  feature_id: number;
  quantity: number;
}

export interface ProductLicenseHistoriesTable {
  id: Generated<number>;
  product_license_id: number;
  /** JSON: { Action, ActionDetails: [{ Field, DataType, OriginalValue, UpdatedValue }] }. */
  action: string;
  modifier_id: string;
  modified_at: CreatedAt;
}

/** Older licenses (SPEC §3 License): of an older edition, no plan, no history. */
export interface LicensesTable {
  id: Generated<number>;
  order_number: string;
  product_id: number;
  customer_id: number;
  license_type_id: number;
  edition_id: number;
  mac_address: string | null;
  server_name: string | null;
  expired_date: Timestamp;
  allow_virtual_machine: Generated<boolean>;
  customer_activation_code: string | null;
  status: Generated<number>;
  additional_attributes: string | null;
  created_at: CreatedAt;
}

export interface LicenseFeaturesTable {
  id: Generated<number>;
  license_id: number;
  feature_id: number;
  quantity: number;
}

/** Orders (SPEC §3 Order): order_number defaults to the next 'ORD-20000' of order_number_seq. */
export interface CustomerRequestsTable {
  id: Generated<number>;
  order_number: Generated<string>;
  product_id: number;
  license_edition_code: string;
  product_license_plan_id: number;
  plan_quantity: number;
  quantity: number;
  unit_price: ColumnType<string, number, number>;
  total_price: ColumnType<string, number, number>;
  request_content: string | null;
  first_name: string | null;
  last_name: string;
  email: string;
  phone_number: string;
  company_name: string;
  address: string;
  mac_address: string | null;
  server_name: string | null;
  tech_service_last_name: string;
  tech_service_email: string;
  tech_service_company_name: string;
  generated_customer_id: number | null;
  generated_license_id: number | null;
  is_generated: Generated<boolean>;
  is_resolved: Generated<boolean>;
  is_declined: Generated<boolean>;
  customer_activation_code: string | null;
  payment_status: string | null;
  invoice_id: string | null;
  invoice_number: string | null;
  created_at: CreatedAt;
}

export interface OrderDetailsTable {
  id: Generated<number>;
  order_id: number;
  addon_id: number;
  order_item: string;
  unit_price: ColumnType<string, number, number>;
  quantity: number;
  linked_table_name: Generated<string>;
  price_calc_per_item: boolean;
}

export interface JobLogsTable {
  id: Generated<number>;
  job: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  outcome: string;
  message: string;
}

export interface RequestTrialEmailsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  subject: string;
  content: string | null;
  product_id: number;
  type_request_trial_email_id: number | null;
  is_generated: Generated<boolean>;
  is_declined: Generated<boolean>;
  customer_request_id: number | null;
  created_at: CreatedAt;
}

export interface TrialActionUsesTable {
  token_hash: string;
  used_at: CreatedAt;
}

/** The hub's outbox: events written in a transaction, broadcast after it commits. */
export interface HubEventsTable {
  id: Generated<number>;
  name: string;
  /** JSON of the event's one argument. */
  payload: string;
  created_at: CreatedAt;
}

/** A user's visit of a record (the layout's recent history). */
export interface RecentVisitsTable {
  user_id: string;
  /** The declared entity's name: 'Customer'. */
  entity: string;
  record_id: string;
  label: string;
  visited_at: CreatedAt;
}

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  forgot_password_requests: ForgotPasswordRequestsTable;
  products: ProductsTable;
  release_packages: ReleasePackagesTable;
  addons: AddonsTable;
  feature_data_types: FeatureDataTypesTable;
  features: FeaturesTable;
  product_editions: ProductEditionsTable;
  product_edition_details: ProductEditionDetailsTable;
  editions: EditionsTable;
  edition_details: EditionDetailsTable;
  product_license_plans: ProductLicensePlansTable;
  license_types: LicenseTypesTable;
  customers: CustomersTable;
  email_template_types: EmailTemplateTypesTable;
  email_templates: EmailTemplatesTable;
  type_send_emails: TypeSendEmailsTable;
  settings: SettingsTable;
  sent_emails: SentEmailsTable;
  product_licenses: ProductLicensesTable;
  product_license_features: ProductLicenseFeaturesTable;
  product_license_histories: ProductLicenseHistoriesTable;
  licenses: LicensesTable;
  license_features: LicenseFeaturesTable;
  customer_requests: CustomerRequestsTable;
  order_details: OrderDetailsTable;
  job_logs: JobLogsTable;
  request_trial_emails: RequestTrialEmailsTable;
  trial_action_uses: TrialActionUsesTable;
  hub_events: HubEventsTable;
  recent_visits: RecentVisitsTable;
}

export type NewUser = Insertable<UsersTable>;
