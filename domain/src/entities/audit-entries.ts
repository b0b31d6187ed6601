// The audit trail (issue 29): one entry per change of a row staff manage — who (a user, or null for
// the product itself and the public activation API), when, which row of which entity, the action
// (the REST route's operationId: 'UpdateCustomer', 'IssueLicense', 'SignIn'; 'System' for a
// background job) and the changed fields, old and new; secrets say only that they changed. Written by
// licensing-api's database trigger only, never updated nor deleted; administrators read all of it,
// and everyone the trail of a record they may read (workflows' GetRecordAuditTrail).
import { defineEntity, type Entity } from './entity.js';
import { internalValue, readOnlyText } from './fields.js';

/** The entities with a trail, as the trail names them (the declarations' names; settings and tokens). */
export const AUDITED_ENTITIES = [
  'Product',
  'Feature',
  'ProductEdition',
  'Edition',
  'LicenseType',
  'ReleasePackage',
  'Addon',
  'Customer',
  'ProductLicense',
  'License',
  'Order',
  'TrialRequest',
  'Role',
  'EmailTemplateType',
  'EmailTemplate',
  'SentEmailType',
  'SentEmail',
  'User',
  'Settings',
  'ApiToken',
] as const;

/** What happened to the row; 'event' is a sign-in, which changes no field. */
export const AUDIT_OPERATIONS = ['insert', 'update', 'delete', 'event'] as const;

export const auditEntryEntity = defineEntity({
  name: 'AuditEntry',
  plural: 'auditEntries',
  displayName: 'Audit Trail',
  notFoundLabel: 'Audit entry',
  viewOnly: true,
  adminOnly: 'all',
  fields: {
    at: { rest: 'At', type: 'datetime', label: 'When', sort: true, filter: 'range', readOnly: true },
    actorId: { ...internalValue('ActorID', 'uuid'), label: 'Who', filter: 'ids' },
    actorName: { ...readOnlyText('ActorName', 'Who'), nullable: true },
    action: readOnlyText('Action', 'Action'),
    entity: {
      rest: 'Entity',
      type: 'text',
      label: 'Entity',
      sort: true,
      filter: true,
      choices: AUDITED_ENTITIES,
      readOnly: true,
    },
    recordId: { rest: 'RecordID', type: 'text', label: 'Record', readOnly: true },
    operation: {
      rest: 'Operation',
      type: 'text',
      label: 'Operation',
      filter: true,
      choices: AUDIT_OPERATIONS,
      readOnly: true,
    },
    changes: {
      rest: 'Changes',
      type: 'list',
      label: 'Changes',
      readOnly: true,
      of: {
        field: { rest: 'Field', type: 'text', label: 'Field' },
        old: { rest: 'Old', type: 'text', label: 'Old', nullable: true },
        new: { rest: 'New', type: 'text', label: 'New', nullable: true },
        secret: { rest: 'Secret', type: 'boolean', label: 'Secret' },
      },
    },
  },
  defaultSort: [{ field: 'id', direction: 'desc' }],
  routes: { list: '/api/Audit/GetAuditEntries', get: '/api/Audit/GetAuditEntry' },
});

/** Every entity type has its `auditTrail` but the audit entry itself. */
export const hasAuditTrail = (entity: Entity): boolean => entity.name !== auditEntryEntity.name;
