// SPEC §4's displayed state of a license in SQL, for the license lists' State column and filter:
// Activated while the expiry is ahead, else Expired (domain's displayedLicenseState, in SQL).
import { DISPLAYED_LICENSE_STATES } from '@licensing/domain';
import { sql } from 'kysely';

const [ACTIVATED, EXPIRED] = DISPLAYED_LICENSE_STATES;

export const licenseStateColumn = (table: 'product_licenses' | 'licenses') =>
  sql<string>`case when ${sql.ref(`${table}.expired_date`)} > now() then ${sql.lit(ACTIVATED)} else ${sql.lit(EXPIRED)} end`;
