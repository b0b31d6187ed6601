// Every route of the web client, for the spec that visits them all (accessibility.spec.ts, in both themes).
import type { Page } from '@playwright/test';

/** [list path, add/edit/detail segment, GraphQL list field, which of add/edit/detail it has]. */
const resources = [
  ['/customers', 'customer', 'customers', 'aed'],
  ['/orders', 'order', 'orders', 'aed'],
  ['/request-trial-emails', 'request-trial-email', 'trialRequests', 'aed'],
  ['/products', 'product', 'products', 'aed'],
  ['/producteditions', 'productedition', 'productEditions', 'aed'],
  ['/features', 'feature', 'features', 'aed'],
  ['/addons', 'addon', 'addons', 'aed'],
  ['/editions', 'edition', 'editions', 'aed'],
  ['/releasepackages', 'releasepackage', 'releasePackages', 'aed'],
  ['/licenses', 'license', 'licenses', 'aed'],
  ['/productlicenses', 'productlicense', 'productLicenses', 'aed'],
  ['/licensetypes', 'licensetype', 'licenseTypes', 'd'],
  ['/emailtemplates', 'emailtemplate', 'emailTemplates', 'aed'],
  ['/templatetypes', 'templatetype', 'emailTemplateTypes', 'aed'],
  ['/type-send-emails', 'type-send-email', 'sentEmailTypes', 'aed'],
  ['/sent-emails', 'sent-email', 'sentEmails', 'd'],
  ['/users', 'user', 'users', 'aed'],
  ['/roles', 'role', 'roles', 'aed'],
  ['/joblogs', 'joblog', 'jobLogs', 'd'],
  ['/audit', 'audit', 'auditEntries', 'd'],
] as const;

const otherRoutes = [
  '/home',
  '/type-settings/detail',
  '/type-settings/edit',
  '/sendingemail',
  '/newupdateemail',
  '/profile/changepassword',
  '/profile/tokens',
];

/** Every route of the app, with the first record of each entity for its edit and detail screens. */
export async function allRoutes(page: Page): Promise<string[]> {
  const query = `{ ${resources.map(([, , field]) => `${field}(pageSize: 1) { items { id } }`).join(' ')} }`;
  const answer = await page.request.post('/graphql', { data: { query } });
  const data = (await answer.json()).data as Record<string, { items: { id: string }[] }>;
  return [
    ...otherRoutes,
    ...resources.flatMap(([list, segment, field, screens]) => {
      const id = data[field]?.items[0]?.id;
      return [
        list,
        ...(screens.includes('a') ? [`/${segment}/add`] : []),
        ...(id && screens.includes('e') ? [`/${segment}/edit/${id}`] : []),
        ...(id && screens.includes('d') ? [`/${segment}/detail/${id}`] : []),
      ];
    }),
  ];
}
