// The registry of the client: every sidebar entry (SPEC §2) in its section, with the entity
// declaration and the screens behind it. The router, the sidebar and the cache policy read it.
// Entity folders load lazily; a screen a resource does not name is built from its declaration.
import {
  addonEntity,
  auditEntryEntity,
  customerEntity,
  type Entity,
  editionEntity,
  emailTemplateEntity,
  emailTemplateTypeEntity,
  featureEntity,
  formatPhone,
  jobLogEntity,
  licenseEntity,
  licenseTypeEntity,
  orderEntity,
  productEditionEntity,
  productEntity,
  productLicenseEntity,
  releasePackageEntity,
  roleEntity,
  sentEmailEntity,
  sentEmailTypeEntity,
  trialRequestEntity,
  userEntity,
} from '@licensing/domain';
import { actorOf, formatInstant } from './audit/format';
import { refLabel } from './shared/resource/formValues';
import { type Resource, type ResourceGroup, resourcePaths, segmentOf } from './shared/resource/resource';

export const homeResource: Resource = { label: 'Home', path: '/home' };

export const resourceGroups: readonly ResourceGroup[] = [
  {
    label: 'Sales',
    resources: [
      {
        label: 'Customers',
        path: '/customers',
        entity: customerEntity,
        screens: {
          list: () => import('./customers/CustomerList').then((m) => m.CustomerList),
          add: () => import('./customers/CustomerCreate').then((m) => m.CustomerCreate),
          detail: () => import('./customers/CustomerShow').then((m) => m.CustomerShow),
        },
        form: () => import('./customers/CustomerForm').then((m) => m.customerForm),
      },
      {
        label: 'Orders',
        path: '/orders',
        entity: orderEntity,
        screens: {
          list: () => import('./orders/OrderList').then((m) => m.OrderList),
          detail: () => import('./orders/OrderShow').then((m) => m.OrderShow),
        },
        form: () => import('./orders/OrderForm').then((m) => m.orderForm),
      },
      {
        label: 'Trial Requests',
        itemLabel: 'Trial Request',
        path: '/request-trial-emails',
        isFiltered: false,
        entity: trialRequestEntity,
        screens: {
          list: () => import('./trial-requests/TrialRequestList').then((m) => m.TrialRequestList),
          detail: () => import('./trial-requests/TrialRequestShow').then((m) => m.TrialRequestShow),
        },
        form: () => import('./trial-requests/TrialRequestForm').then((m) => m.trialRequestForm),
      },
    ],
  },
  {
    label: 'Catalog',
    resources: [
      {
        label: 'Products',
        path: '/products',
        entity: productEntity,
      },
      {
        label: 'Product Editions',
        path: '/producteditions',
        entity: productEditionEntity,
        cachedIn: { Product: 'editions' },
        screens: {
          detail: () => import('./product-editions/ProductEditionShow').then((m) => m.ProductEditionShow),
        },
        form: () => import('./product-editions/ProductEditionForm').then((m) => m.productEditionForm),
        // On a narrow screen the edition, its product, prices and status stay; the dates step aside.
        listColumns: [
          'name',
          { key: 'code', priority: 2 },
          'productName',
          'price',
          'pricePerMonth',
          { key: 'activeDate', priority: 3 },
          { key: 'inactiveDate', priority: 3 },
          'isActive',
        ],
      },
      {
        label: 'Features',
        path: '/features',
        entity: featureEntity,
        cachedIn: { Product: 'features' },
        screens: {
          add: () => import('./features/FeatureCreate').then((m) => m.FeatureCreate),
        },
        listColumns: [
          'name',
          'label',
          'productName',
          { key: 'dataType', filterField: false },
          { key: 'isActive', label: 'Status' },
        ],
        form: () => import('./features/FeatureForm').then((m) => ({ Form: m.FeatureForm })),
        detailFields: ['productName', 'name', 'label', 'dataType', { key: 'isActive', label: 'Status' }],
      },
      {
        label: 'Add-ons',
        itemLabel: 'Add-on',
        path: '/addons',
        isFiltered: false,
        entity: addonEntity,
        listColumns: [
          'name',
          'code',
          'productId',
          'price',
          'pricePerMonth',
          { key: 'priceCalcPerItem', label: 'Per Item' },
          { key: 'isActive', label: 'Status' },
        ],
        form: () => import('./addons/AddonForm').then((m) => ({ Form: m.AddonForm })),
        detailFields: [
          'productId',
          'name',
          'code',
          // An add-on without a feature says so.
          { key: 'featureId', render: (addon) => refLabel(addonEntity.fields.featureId, addon) || 'None' },
          'price',
          'pricePerMonth',
          'priceCalcPerItem',
          { key: 'isActive', label: 'Status' },
        ],
      },
      {
        label: 'Editions',
        path: '/editions',
        entity: editionEntity,
        screens: {
          detail: () => import('./editions/EditionShow').then((m) => m.EditionShow),
        },
        form: () => import('./editions/EditionForm').then((m) => m.editionForm),
      },
      {
        label: 'Release Packages',
        path: '/releasepackages',
        entity: releasePackageEntity,
        listColumns: [
          'name',
          'version',
          'productId',
          // A URL is one long word: on a narrow screen it steps aside.
          { key: 'url', priority: 2 },
        ],
      },
    ],
  },
  {
    label: 'Licensing',
    resources: [
      {
        label: 'Licenses',
        path: '/licenses',
        entity: licenseEntity,
        screens: {
          list: () => import('./product-licenses/LicenseLists').then((m) => m.LicenseList),
          detail: () => import('./licenses/LicenseShow').then((m) => m.LicenseShow),
        },
        form: () => import('./licenses/LicenseForm').then((m) => m.licenseForm),
      },
      {
        label: 'Product Licenses',
        path: '/productlicenses',
        entity: productLicenseEntity,
        screens: {
          list: () => import('./product-licenses/LicenseLists').then((m) => m.ProductLicenseList),
          detail: () => import('./product-licenses/ProductLicenseShow').then((m) => m.ProductLicenseShow),
        },
        form: () => import('./product-licenses/ProductLicenseForm').then((m) => m.productLicenseForm),
      },
      // SPEC §2: license types have a list and a detail view only.
      {
        label: 'License Types',
        path: '/licensetypes',
        entity: licenseTypeEntity,
        viewOnly: true,
      },
    ],
  },
  {
    label: 'E-mail',
    resources: [
      {
        label: 'Email Templates',
        path: '/emailtemplates',
        entity: emailTemplateEntity,
        screens: {
          detail: () => import('./email-templates/EmailTemplateShow').then((m) => m.EmailTemplateShow),
        },
        listColumns: ['name', 'productId', 'emailTemplateTypeName', 'subject'],
        form: () =>
          import('./email-templates/EmailTemplateForm').then((m) => ({ Form: m.EmailTemplateForm })),
      },
      {
        label: 'Template Types',
        path: '/templatetypes',
        entity: emailTemplateTypeEntity,
      },
      {
        label: 'Type Send Emails',
        path: '/type-send-emails',
        isFiltered: false,
        entity: sentEmailTypeEntity,
      },
      {
        label: 'Sent Emails',
        path: '/sent-emails',
        isFiltered: false,
        entity: sentEmailEntity,
        viewOnly: true,
        listColumns: ['createdDate', 'sentEmailTypeName', 'recipients', 'subject', 'status'],
        detailActions: () => import('./sent-emails/SendAgain').then((m) => m.SendAgain),
      },
      {
        label: 'Send License Email',
        path: '/sendingemail',
        screens: { page: () => import('./license-email/SendLicenseEmail').then((m) => m.SendLicenseEmail) },
      },
      {
        label: 'New Update Email',
        path: '/newupdateemail',
        screens: { page: () => import('./new-update-email/NewUpdateEmail').then((m) => m.NewUpdateEmail) },
      },
    ],
  },
  {
    label: 'Administration',
    resources: [
      {
        label: 'Users',
        path: '/users',
        adminOnly: true,
        entity: userEntity,
        screens: {
          add: () => import('./users/UserCreate').then((m) => m.UserCreate),
        },
        detailFields: [
          'userName',
          'email',
          'firstName',
          'lastName',
          { key: 'phoneNumber', render: (user) => formatPhone(user.phoneNumber as string | null) },
          'role',
          'isActive',
          'mustChangePassword',
        ],
        detailActions: () => import('./users/ResetPassword').then((m) => m.ResetPassword),
        form: () => import('./users/UserForms').then((m) => ({ Form: m.UserForm })),
        listColumns: ['userName', 'firstName', 'lastName', 'email', 'role', 'isActive'],
      },
      {
        label: 'Roles',
        path: '/roles',
        entity: roleEntity,
      },
      {
        label: 'Job Logs',
        path: '/joblogs',
        isFiltered: false,
        entity: jobLogEntity,
        viewOnly: true,
      },
      {
        label: 'Audit Trail',
        itemLabel: 'Audit Entry',
        path: '/audit',
        isFiltered: false,
        adminOnly: true,
        entity: auditEntryEntity,
        viewOnly: true,
        screens: { detail: () => import('./audit/AuditEntryShow').then((m) => m.AuditEntryShow) },
        listColumns: [
          { key: 'at', render: (entry) => formatInstant(entry.at) },
          { key: 'actorName', render: actorOf },
          'action',
          'entity',
          { key: 'recordId', priority: 2 },
          'operation',
        ],
      },
      {
        label: 'Settings',
        path: '/type-settings/detail',
        segment: 'type-settings',
        singleton: true,
        screens: {
          detail: () => import('./settings/SettingsShow').then((m) => m.SettingsShow),
          edit: () => import('./settings/SettingsEdit').then((m) => m.SettingsEdit),
        },
      },
    ],
  },
];

export const resources: readonly Resource[] = [homeResource, ...resourceGroups.flatMap((g) => g.resources)];

/** The resource that shows an entity; throws for one the client does not show (a bug). */
export function resourceOf(entity: Entity): Resource {
  const resource = resources.find((candidate) => candidate.entity === entity);
  if (!resource) throw new Error(`No resource shows the entity '${entity.name}'.`);
  return resource;
}

/** Where an entity's screens are: cross-links go through the registry, never a written path. */
export const pathsOf = (entity: Entity) => resourcePaths(resourceOf(entity));

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/** The resource a pathname belongs to: its list, or one of its add/edit/detail screens. */
export function resourceAt(pathname: string): Resource | undefined {
  const segment = firstSegment(pathname);
  return resources.find((r) => firstSegment(r.path) === segment || segmentOf(r) === segment);
}
