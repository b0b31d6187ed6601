// Release packages: the REST shapes (SPEC §3 field names), the row mapping, the domain validation's
// field names and the list definition (Version sorts version-aware: 1.9, 1.10, 2.0).
import { defaultSorts, type ReleasePackageValues } from '@licensing/domain';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import type { Database, ReleasePackagesTable } from '../../db/schema.js';
import { Maybe, SerialId } from '../../lib/schemas.js';
import { defineList } from '../../lists/index.js';

export const ReleasePackage = Type.Object({
  Id: Type.Integer(),
  ProductID: Type.Integer(),
  Name: Type.String(),
  Version: Type.String(),
  URL: Type.Union([Type.String(), Type.Null()]),
  Description: Type.Union([Type.String(), Type.Null()]),
});

/** Fields are optional here so that the domain schema answers SPEC §5's required-fields message. */
export const ReleasePackageInput = Type.Object({
  // Checked by the domain schema, not Ajv, whose coercion would turn null into 0 (an unknown
  // product) instead of a missing one.
  ProductID: Type.Optional(Type.Unknown({ description: 'The product id; required.' })),
  Name: Maybe(Type.String()),
  Version: Maybe(Type.String()),
  URL: Maybe(Type.String()),
  Description: Maybe(Type.String()),
});

export const ReleasePackageUpdate = Type.Object({ Id: SerialId(), ...ReleasePackageInput.properties });

/** Domain schema key → REST field name (validateInput). */
export const releasePackageFields = {
  productId: 'ProductID',
  name: 'Name',
  version: 'Version',
  url: 'URL',
  description: 'Description',
} as const satisfies Record<keyof ReleasePackageValues, string>;

export const toReleasePackage = (row: Selectable<ReleasePackagesTable>) => ({
  Id: row.id,
  ProductID: row.product_id,
  Name: row.name,
  Version: row.version,
  URL: row.url,
  Description: row.description,
});

export const toReleasePackageRow = (values: ReleasePackageValues) => ({
  product_id: values.productId,
  name: values.name,
  version: values.version,
  url: values.url ?? null,
  description: values.description ?? null,
});

export const releasePackageList = defineList<Database, 'release_packages'>({
  fields: {
    Id: { column: 'release_packages.id', type: 'integer' },
    ProductID: { column: 'release_packages.product_id', type: 'integer' },
    Name: { column: 'release_packages.name', type: 'text' },
    Version: { column: 'release_packages.version', type: 'text', sortAs: 'version' },
    URL: { column: 'release_packages.url', type: 'text' },
    Description: { column: 'release_packages.description', type: 'text' },
  },
  sortBy: ['Id', 'ProductID', 'Name', 'Version', 'URL'],
  filterBy: ['Id', 'ProductID', 'Name', 'Version', 'URL', 'Description'],
  filterByIds: ['Id', 'ProductID'],
  searchIn: ['Name', 'Version', 'URL', 'Description'],
  defaultSort: defaultSorts.releasePackages,
  tiebreaker: 'Id',
});
