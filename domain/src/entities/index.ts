// The registry of entity declarations: every layer builds its generic CRUD from this list.
import { addonEntity } from './addons.js';
import { auditEntryEntity } from './audit-entries.js';
import { customerEntity } from './customers.js';
import { editionEntity } from './editions.js';
import { emailTemplateTypeEntity } from './email-template-types.js';
import { emailTemplateEntity } from './email-templates.js';
import type { Entity, Field } from './entity.js';
import { featureEntity } from './features.js';
import { jobLogEntity } from './job-logs.js';
import { licenseTypeEntity } from './license-types.js';
import { licenseEntity } from './licenses.js';
import { orderEntity } from './orders.js';
import { productEditionEntity } from './product-editions.js';
import { productLicenseEntity } from './product-licenses.js';
import { productEntity } from './products.js';
import { releasePackageEntity } from './release-packages.js';
import { roleEntity } from './roles.js';
import { sentEmailTypeEntity } from './sent-email-types.js';
import { sentEmailEntity } from './sent-emails.js';
import { trialRequestEntity } from './trial-requests.js';
import { userEntity } from './users.js';

export * from './addons.js';
export * from './audit-entries.js';
export * from './customers.js';
export * from './editions.js';
export * from './email-template-types.js';
export * from './email-templates.js';
export * from './entity.js';
export * from './features.js';
export * from './fields.js';
export * from './job-logs.js';
export * from './license-types.js';
export * from './licenses.js';
export * from './operations.js';
export * from './orders.js';
export * from './product-editions.js';
export * from './product-licenses.js';
export * from './products.js';
export * from './release-packages.js';
export * from './roles.js';
export * from './sdl.js';
export * from './sent-email-types.js';
export * from './sent-emails.js';
export * from './trial-requests.js';
export * from './users.js';

export const entities: readonly Entity[] = [
  productEntity,
  productEditionEntity,
  featureEntity,
  addonEntity,
  editionEntity,
  licenseTypeEntity,
  releasePackageEntity,
  customerEntity,
  productLicenseEntity,
  licenseEntity,
  orderEntity,
  trialRequestEntity,
  jobLogEntity,
  roleEntity,
  emailTemplateTypeEntity,
  emailTemplateEntity,
  sentEmailTypeEntity,
  sentEmailEntity,
  userEntity,
  auditEntryEntity,
];

/** Every field declared `credential`: a read-only token reads them masked, by REST name and, in histories, by label. */
export const credentialFields: readonly Field[] = entities.flatMap((entity) =>
  Object.values(entity.fields).filter((field) => field.credential),
);

/**
 * A credential as a read-only token reads it: its last four characters, enough to tell two apart;
 * a short one (8 characters or fewer) wholly masked.
 */
export const maskedCredential = (value: string): string =>
  value.length <= 8 ? value.replace(/[^-]/g, '*') : value.replace(/[^-](?=[\s\S]{4})/g, '*');

/**
 * An activation code inside a text (a license mail says it): five groups of five letters or
 * digits, as licensing-api issues them, so a read-only token reads it masked there too.
 */
export const ACTIVATION_CODE_IN_TEXT = /\b[0-9A-Z]{5}(?:-[0-9A-Z]{5}){4}\b/g;
