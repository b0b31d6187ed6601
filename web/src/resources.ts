// The registry of the client: every sidebar entry (SPEC §2) in its section, with the entity
// declaration and the screens behind it. The router, the sidebar and the cache policy read it.
// Entity folders load lazily; simple entities have no folder: their screens are 'declared'.
import {
  addonEntity,
  customerEntity,
  type Entity,
  editionEntity,
  emailTemplateEntity,
  emailTemplateTypeEntity,
  featureEntity,
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
import { type Resource, type ResourceGroup, resourcePaths } from './shared/resource/resource';

export const homeResource: Resource = { label: 'Home', path: '/home' };

export const resourceGroups: readonly ResourceGroup[] = [
  {
    label: 'Sales',
    resources: [
      {
        label: 'Customers',
        path: '/customers',
        segment: 'customer',
        isFiltered: true,
        entity: customerEntity,
        screens: {
          list: () => import('./customers/CustomerList').then((m) => m.CustomerList),
          add: () => import('./customers/CustomerCreate').then((m) => m.CustomerCreate),
          edit: () => import('./customers/CustomerEdit').then((m) => m.CustomerEdit),
          detail: () => import('./customers/CustomerShow').then((m) => m.CustomerShow),
        },
      },
      {
        label: 'Orders',
        path: '/orders',
        segment: 'order',
        isFiltered: true,
        entity: orderEntity,
        screens: {
          list: () => import('./orders/OrderList').then((m) => m.OrderList),
          add: () => import('./orders/OrderCreate').then((m) => m.OrderCreate),
          edit: () => import('./orders/OrderEdit').then((m) => m.OrderEdit),
          detail: () => import('./orders/OrderShow').then((m) => m.OrderShow),
        },
      },
      {
        label: 'Trial Requests',
        itemLabel: 'Trial Request',
        path: '/request-trial-emails',
        segment: 'request-trial-email',
        entity: trialRequestEntity,
        screens: {
          list: () => import('./trial-requests/TrialRequestList').then((m) => m.TrialRequestList),
          add: () => import('./trial-requests/TrialRequestCreate').then((m) => m.TrialRequestCreate),
          edit: () => import('./trial-requests/TrialRequestEdit').then((m) => m.TrialRequestEdit),
          detail: () => import('./trial-requests/TrialRequestShow').then((m) => m.TrialRequestShow),
        },
      },
    ],
  },
  {
    label: 'Catalog',
    resources: [
      {
        label: 'Products',
        path: '/products',
        segment: 'product',
        isFiltered: true,
        entity: productEntity,
        screens: 'declared',
      },
      {
        label: 'Product Editions',
        path: '/producteditions',
        segment: 'productedition',
        isFiltered: true,
        entity: productEditionEntity,
        cachedIn: { Product: 'editions' },
        screens: {
          list: () => import('./product-editions/ProductEditionList').then((m) => m.ProductEditionList),
          add: () => import('./product-editions/ProductEditionCreate').then((m) => m.ProductEditionCreate),
          edit: () => import('./product-editions/ProductEditionEdit').then((m) => m.ProductEditionEdit),
          detail: () => import('./product-editions/ProductEditionShow').then((m) => m.ProductEditionShow),
        },
      },
      {
        label: 'Features',
        path: '/features',
        segment: 'feature',
        isFiltered: true,
        entity: featureEntity,
        cachedIn: { Product: 'features' },
        screens: {
          list: () => import('./features/FeatureList').then((m) => m.FeatureList),
          add: () => import('./features/FeatureCreate').then((m) => m.FeatureCreate),
          edit: 'declared',
          detail: () => import('./features/FeatureShow').then((m) => m.FeatureShow),
        },
        form: () => import('./features/FeatureForm').then((m) => m.FeatureForm),
      },
      {
        label: 'Add-ons',
        itemLabel: 'Add-on',
        path: '/addons',
        segment: 'addon',
        entity: addonEntity,
        screens: {
          list: () => import('./addons/AddonList').then((m) => m.AddonList),
          add: 'declared',
          edit: 'declared',
          detail: () => import('./addons/AddonShow').then((m) => m.AddonShow),
        },
        form: () => import('./addons/AddonForm').then((m) => m.AddonForm),
      },
      {
        label: 'Editions',
        path: '/editions',
        segment: 'edition',
        isFiltered: true,
        entity: editionEntity,
        screens: {
          list: () => import('./editions/EditionList').then((m) => m.EditionList),
          add: () => import('./editions/EditionCreate').then((m) => m.EditionCreate),
          edit: () => import('./editions/EditionEdit').then((m) => m.EditionEdit),
          detail: () => import('./editions/EditionShow').then((m) => m.EditionShow),
        },
      },
      {
        label: 'Release Packages',
        path: '/releasepackages',
        segment: 'releasepackage',
        isFiltered: true,
        entity: releasePackageEntity,
        screens: {
          list: () => import('./release-packages/ReleasePackageList').then((m) => m.ReleasePackageList),
          add: 'declared',
          edit: 'declared',
          detail: () => import('./release-packages/ReleasePackageShow').then((m) => m.ReleasePackageShow),
        },
      },
    ],
  },
  {
    label: 'Licensing',
    resources: [
      {
        label: 'Licenses',
        path: '/licenses',
        segment: 'license',
        isFiltered: true,
        entity: licenseEntity,
        screens: {
          list: () => import('./licenses/LicenseList').then((m) => m.LicenseList),
          add: () => import('./licenses/LicenseCreate').then((m) => m.LicenseCreate),
          edit: () => import('./licenses/LicenseEdit').then((m) => m.LicenseEdit),
          detail: () => import('./licenses/LicenseShow').then((m) => m.LicenseShow),
        },
      },
      {
        label: 'Product Licenses',
        path: '/productlicenses',
        segment: 'productlicense',
        isFiltered: true,
        entity: productLicenseEntity,
        screens: {
          list: () => import('./product-licenses/ProductLicenseList').then((m) => m.ProductLicenseList),
          add: () => import('./product-licenses/ProductLicenseCreate').then((m) => m.ProductLicenseCreate),
          edit: () => import('./product-licenses/ProductLicenseEdit').then((m) => m.ProductLicenseEdit),
          detail: () => import('./product-licenses/ProductLicenseShow').then((m) => m.ProductLicenseShow),
        },
      },
      // SPEC §2: license types have a list and a detail view only.
      {
        label: 'License Types',
        path: '/licensetypes',
        segment: 'licensetype',
        isFiltered: true,
        entity: licenseTypeEntity,
        screens: 'declared',
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
        segment: 'emailtemplate',
        isFiltered: true,
        entity: emailTemplateEntity,
        screens: {
          list: () => import('./email-templates/EmailTemplateList').then((m) => m.EmailTemplateList),
          add: 'declared',
          edit: 'declared',
          detail: () => import('./email-templates/EmailTemplateShow').then((m) => m.EmailTemplateShow),
        },
        form: () => import('./email-templates/EmailTemplateForm').then((m) => m.EmailTemplateForm),
      },
      {
        label: 'Template Types',
        path: '/templatetypes',
        segment: 'templatetype',
        isFiltered: true,
        entity: emailTemplateTypeEntity,
        screens: 'declared',
      },
      {
        label: 'Type Send Emails',
        path: '/type-send-emails',
        segment: 'type-send-email',
        entity: sentEmailTypeEntity,
        screens: 'declared',
      },
      {
        label: 'Sent Emails',
        path: '/sent-emails',
        segment: 'sent-email',
        entity: sentEmailEntity,
        viewOnly: true,
        screens: 'declared',
        listFields: ['createdDate', 'sentEmailTypeName', 'recipients', 'subject', 'status'],
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
        segment: 'user',
        isFiltered: true,
        adminOnly: true,
        entity: userEntity,
        screens: {
          list: () => import('./users/UserList').then((m) => m.UserList),
          add: () => import('./users/UserCreate').then((m) => m.UserCreate),
          edit: () => import('./users/UserEdit').then((m) => m.UserEdit),
          detail: () => import('./users/UserShow').then((m) => m.UserShow),
        },
      },
      {
        label: 'Roles',
        path: '/roles',
        segment: 'role',
        isFiltered: true,
        entity: roleEntity,
        screens: 'declared',
      },
      {
        label: 'Job Logs',
        path: '/joblogs',
        segment: 'joblog',
        entity: jobLogEntity,
        viewOnly: true,
        screens: 'declared',
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
  return resources.find((r) => firstSegment(r.path) === segment || r.segment === segment);
}
