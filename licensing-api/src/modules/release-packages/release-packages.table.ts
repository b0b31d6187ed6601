// Release packages (SPEC §3): a product's versions, sorted version-aware (1.9, 1.10, 2.0).
import { releasePackageEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { productReference } from '../products/products.table.js';

export const releasePackagesTable = defineTable({
  entity: releasePackageEntity,
  table: 'release_packages',
  references: [productReference],
});
