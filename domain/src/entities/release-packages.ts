// Release package (SPEC §3): sorted by Version descending, version-aware, 10 a page (SPEC §9).
import { object } from 'yup';
import { RELEASE_PACKAGE_PAGE_SIZE } from '../constants.js';
import { optionalText, requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, productRef, restRoutes, searchedText, text } from './entity.js';

/** http(s) addresses only: the URL goes into e-mails to customers. */
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const releasePackageSchema = object({
  productId: requiredId('Product'),
  name: requiredText('Name', 200),
  version: requiredText('Version', 50),
  url: optionalText('URL', 2000).matches(URL_PATTERN, {
    message: 'URL must be a valid http or https address',
    excludeEmptyString: true,
  }),
  description: optionalText('Description', 4000),
});

export const releasePackageEntity = defineEntity({
  name: 'ReleasePackage',
  fields: {
    productId: { ...productRef('Product', 'product.name'), sort: true },
    name: searchedText('Name', 'Name'),
    version: text('Version', 'Version', {
      sort: 'version',
      filter: true,
      search: true,
      hint: 'For example 1.10',
    }),
    url: { ...searchedText('URL', 'URL'), nullable: true, url: true },
    description: text('Description', 'Description', { nullable: true, filter: true, search: true }),
  },
  defaultSort: [{ field: 'version', direction: 'desc' }],
  pageSize: RELEASE_PACKAGE_PAGE_SIZE,
  schema: releasePackageSchema,
  // SPEC §7 spells its create so.
  routes: { ...restRoutes('ReleasePackage'), create: '/api/ReleasePackage/Createreleasepackage' },
  notes: { create: 'The URL must be http(s).' },
});
