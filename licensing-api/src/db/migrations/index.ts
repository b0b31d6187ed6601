// The in-code migration provider: add each new migration file here, in order. Names sort
// alphabetically, so keep the 4-digit prefix.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_accounts_products.js';
import * as m0002 from './0002_catalog.js';
import * as m0003 from './0003_release_packages_addons.js';
import * as m0004 from './0004_customers.js';
import * as m0005 from './0005_email_types.js';
import * as m0006 from './0006_mail.js';
import * as m0007 from './0007_email_templates.js';
import * as m0008 from './0008_users.js';
import * as m0009 from './0009_product_licenses.js';
import * as m0010 from './0010_mail_attachments.js';
import * as m0011 from './0011_licenses.js';
import * as m0012 from './0012_orders.js';
import * as m0013 from './0013_trial_requests.js';
import * as m0014 from './0014_recent_visits.js';
import * as m0015 from './0015_created_at_indexes.js';
import * as m0016 from './0016_license_list_indexes.js';
import * as m0017 from './0017_sealed_mail.js';
import * as m0018 from './0018_license_expiry_index.js';
import * as m0019 from './0019_recent_visits_trial_request.js';
import * as m0020 from './0020_text_checks.js';

export const migrations: Record<string, Migration> = {
  '0001_accounts_products': m0001,
  '0002_catalog': m0002,
  '0003_release_packages_addons': m0003,
  '0004_customers': m0004,
  '0005_email_types': m0005,
  '0006_mail': m0006,
  '0007_email_templates': m0007,
  '0008_users': m0008,
  '0009_product_licenses': m0009,
  '0010_mail_attachments': m0010,
  '0011_licenses': m0011,
  '0012_orders': m0012,
  '0013_trial_requests': m0013,
  '0014_recent_visits': m0014,
  '0015_created_at_indexes': m0015,
  '0016_license_list_indexes': m0016,
  '0017_sealed_mail': m0017,
  '0018_license_expiry_index': m0018,
  '0019_recent_visits_trial_request': m0019,
  '0020_text_checks': m0020,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
