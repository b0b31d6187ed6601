// The sections of the sidebar (SPEC §2), in order. `resource` is the singular path segment of the
// section's add/edit/detail screens; `isFiltered` marks lists that take the optional segment.

export type Section = {
  label: string;
  /** Where the sidebar link goes. */
  path: string;
  resource?: string;
  isFiltered?: boolean;
  adminOnly?: boolean;
};

export const sections: readonly Section[] = [
  { label: 'Home', path: '/home' },
  { label: 'Customers', path: '/customers', resource: 'customer', isFiltered: true },
  { label: 'Products', path: '/products', resource: 'product', isFiltered: true },
  { label: 'Product Editions', path: '/producteditions', resource: 'productedition', isFiltered: true },
  { label: 'Features', path: '/features', resource: 'feature', isFiltered: true },
  { label: 'Add-ons', path: '/addons', resource: 'addon' },
  { label: 'Editions', path: '/editions', resource: 'edition', isFiltered: true },
  { label: 'License Types', path: '/licensetypes', resource: 'licensetype', isFiltered: true },
  { label: 'Licenses', path: '/licenses', resource: 'license', isFiltered: true },
  { label: 'Product Licenses', path: '/productlicenses', resource: 'productlicense', isFiltered: true },
  { label: 'Orders', path: '/orders', resource: 'order', isFiltered: true },
  { label: 'Trial Requests', path: '/request-trial-emails', resource: 'request-trial-email' },
  { label: 'Release Packages', path: '/releasepackages', resource: 'releasepackage', isFiltered: true },
  { label: 'Email Templates', path: '/emailtemplates', resource: 'emailtemplate', isFiltered: true },
  { label: 'Template Types', path: '/templatetypes', resource: 'templatetype', isFiltered: true },
  { label: 'Type Send Emails', path: '/type-send-emails', resource: 'type-send-email' },
  { label: 'Sent Emails', path: '/sent-emails', resource: 'sent-email' },
  { label: 'Send License Email', path: '/sendingemail' },
  { label: 'New Update Email', path: '/newupdateemail' },
  { label: 'Users', path: '/users', resource: 'user', isFiltered: true, adminOnly: true },
  { label: 'Roles', path: '/roles', resource: 'role', isFiltered: true },
  { label: 'Job Logs', path: '/joblogs' },
  { label: 'Settings', path: '/type-settings/detail', resource: 'type-settings' },
];

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/** The section a pathname belongs to: its list, or one of its add/edit/detail screens. */
export function sectionOf(pathname: string): Section | undefined {
  const segment = firstSegment(pathname);
  return sections.find((section) => firstSegment(section.path) === segment || section.resource === segment);
}
