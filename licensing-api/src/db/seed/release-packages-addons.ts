// Demo release packages and add-ons for the demo products (seed.ts calls this inside its
// transaction). Versions include 1.9 and 1.10 so the version-aware order shows; add-ons link a
// feature of their product when one exists (features are seeded before this).
import { addonCode } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { DemoProduct } from '../seed.js';

const PACKAGE_VERSIONS = ['1.9', '1.10', '2.0'] as const;

const ADDONS = [
  { name: 'Extra Seat', price: 120, pricePerMonth: 12, perItem: true, linkFeature: true },
  { name: 'Premium Support', price: 480, pricePerMonth: 45, perItem: false, linkFeature: false },
  { name: 'Cloud Backup', price: 240, pricePerMonth: 25, perItem: false, linkFeature: true },
] as const;

export async function seedReleasePackagesAndAddons(
  trx: Kysely<Database>,
  products: DemoProduct[],
): Promise<void> {
  for (const product of products) {
    const slug = product.product_name.toLowerCase().replace(/\s+/g, '-');
    await trx
      .insertInto('release_packages')
      .values(
        PACKAGE_VERSIONS.map((version) => ({
          product_id: product.product_id,
          name: `${product.product_name} ${version}`,
          version,
          url: `https://downloads.example.com/${slug}/${version}/setup.zip`,
          description: `${product.product_name} release ${version}.`,
        })),
      )
      .execute();

    const features = await trx
      .selectFrom('features')
      .select('id')
      .where('product_id', '=', product.product_id)
      .orderBy('id')
      .execute();
    await trx
      .insertInto('addons')
      .values(
        ADDONS.map((addon, index) => ({
          name: addon.name,
          code: addonCode(addon.name),
          product_id: product.product_id,
          feature_id: addon.linkFeature ? (features[index % Math.max(features.length, 1)]?.id ?? null) : null,
          price: addon.price,
          price_per_month: addon.pricePerMonth,
          price_calc_per_item: addon.perItem,
        })),
      )
      .execute();
  }
}
