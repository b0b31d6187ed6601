// Release package (SPEC §3): sorted by Version descending, version-aware, 10 a page (SPEC §9).
import { RELEASE_PACKAGE_PAGE_SIZE } from '../constants.js';
import { optionalText, requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { productRef, searchedText, text } from './fields.js';

/** http(s) addresses only: the URL goes into e-mails to customers. */
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const releasePackageEntity = defineEntity({
  name: 'ReleasePackage',
  fields: {
    productId: { ...productRef('Product', 'product.name'), sort: true, rule: requiredId() },
    name: { ...searchedText('Name', 'Name'), rule: requiredText(200) },
    version: text('Version', 'Version', {
      sort: 'version',
      filter: true,
      search: true,
      hint: 'For example 1.10',
      rule: requiredText(50),
    }),
    url: {
      ...searchedText('URL', 'URL'),
      nullable: true,
      url: true,
      rule: optionalText(2000).matches(URL_PATTERN, {
        message: 'URL must be a valid http or https address',
        excludeEmptyString: true,
      }),
    },
    description: text('Description', 'Description', {
      nullable: true,
      filter: true,
      search: true,
      rule: optionalText(4000),
    }),
  },
  defaultSort: [{ field: 'version', direction: 'desc' }],
  pageSize: RELEASE_PACKAGE_PAGE_SIZE,
  // SPEC §7 spells its create so.
  routes: { ...restRoutes('ReleasePackage'), create: '/api/ReleasePackage/Createreleasepackage' },
  notes: { create: 'The URL must be http(s).' },
});
