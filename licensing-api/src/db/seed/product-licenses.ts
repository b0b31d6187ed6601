// 200 demo licenses across the demo customers and editions, in every state: active and expired,
// trial and paid, with and without an activation code, issued over the last three years, some with
// machines activated up to their edition's maximum (seed.ts calls this inside its transaction,
// after the catalogue and customers).
import { addMonths, isTrialEditionCode, LICENSE_STATUS, LICENSE_TYPE_NAMES } from '@licensing/domain';
import type { Kysely } from 'kysely';
import { crudResource } from '../../crud/index.js';
import { licensesTable } from '../../modules/licenses/licenses.table.js';
import { insertEditionFeatures } from '../../modules/product-licenses/edition-features.js';
import { licenseTypeId } from '../../modules/product-licenses/edition-terms.js';
import type { Database } from '../schema.js';

const LICENSES = 200;

export async function seedProductLicenses(trx: Kysely<Database>, customers: number[], now = new Date()) {
  const editions = await trx
    .selectFrom('product_editions')
    .select(['product_edition_id as id', 'product_id', 'product_edition_code as code'])
    .orderBy('product_edition_id')
    .execute();
  const plans = await trx
    .selectFrom('product_license_plans')
    .select(['id', 'name', 'unit'])
    .orderBy('unit')
    .execute();
  if (customers.length === 0 || editions.length === 0) return;
  const trialType = await licenseTypeId(trx, LICENSE_TYPE_NAMES.trial);
  const standardType = await licenseTypeId(trx, LICENSE_TYPE_NAMES.standard);
  // A trial runs on one machine; paid editions allow a few, the last one any number.
  for (const [index, edition] of editions.entries()) {
    const maxMachines = isTrialEditionCode(edition.code)
      ? 1
      : index === editions.length - 1
        ? null
        : 3 + (index % 3);
    await trx
      .updateTable('product_editions')
      .set({ max_machines: maxMachines })
      .where('product_edition_id', '=', edition.id)
      .execute();
  }

  for (let index = 0; index < LICENSES; index++) {
    const edition = editions[index % editions.length]!;
    const trial = isTrialEditionCode(edition.code);
    const plan = trial ? plans[0]! : plans[index % plans.length]!;
    // Issued over the last 36 months; a third of them has run out.
    const issued = addMonths(now, -(index % 36));
    const months = trial ? 2 : plan.unit * (1 + (index % 3));
    const expired = index % 3 === 0 ? addMonths(now, -1 - (index % 5)) : addMonths(issued, months + 12);
    const activated = index % 4 !== 0;
    const [license] = await trx
      .insertInto('product_licenses')
      .values({
        order_number: `ORD-${String(10_000 + index)}`,
        product_id: edition.product_id,
        customer_id: customers[(index * 7) % customers.length]!,
        license_type_id: trial ? trialType : standardType,
        product_edition_id: edition.id,
        product_license_plan_id: plan.id,
        mac_address:
          index % 5 === 0
            ? null
            : `00:1A:2B:${(index % 256).toString(16).padStart(2, '0').toUpperCase()}:4D:5E`,
        server_name: index % 6 === 0 ? null : `srv-${index}`,
        expired_date: expired,
        allow_virtual_machine: index % 7 !== 0,
        customer_activation_code: activated
          ? `DEMO0-${String(index).padStart(5, '0')}-SEEDS-ACTIV-ATION`
          : null,
        status: activated ? LICENSE_STATUS.activated : LICENSE_STATUS.inactivate,
        created_at: issued,
      })
      .returning('id')
      .execute();
    await insertEditionFeatures(trx, license!.id, edition, 1 + (index % 3));
    // Every third activated license runs on one machine, or two.
    if (activated && index % 3 === 1)
      await seedMachines(trx, license!.id, index, trial ? 1 : 1 + (index % 2), now);
  }
}

/** `count` machines of demo license `id`, first seen when it was issued and seen lately. */
async function seedMachines(trx: Kysely<Database>, id: number, index: number, count: number, now: Date) {
  const machines = Array.from({ length: count }, (_, machine) => ({
    product_license_id: id,
    fingerprint: `demo-${String(index).padStart(5, '0')}-${machine}`,
    hostname: `${['ws', 'build', 'lab'][(index + machine) % 3]}-${index}-${machine}`,
    platform: ['windows-x64', 'linux-x64', 'macos-arm64'][(index + machine) % 3]!,
    first_seen_at: addMonths(now, -(index % 12)),
    last_seen_at: new Date(now.getTime() - ((index * 37 + machine) % 240) * 60_000),
    last_address: `192.0.2.${(index + machine) % 250}`,
  }));
  await trx.insertInto('machines').values(machines).execute();
  await trx.updateTable('product_licenses').set({ seats_used: count }).where('id', '=', id).execute();
}

const OLDER_LICENSES = 20;

/** 20 older licenses (SPEC §3 License) on the older editions, with their lines as features. */
export async function seedOlderLicenses(trx: Kysely<Database>, customers: number[], now = new Date()) {
  const editions = await trx
    .selectFrom('editions as e')
    .innerJoin('edition_details as d', 'd.edition_id', 'e.id')
    .innerJoin('features as f', 'f.id', 'd.feature_id')
    .select(['e.id', 'f.product_id', 'f.name', 'd.quantity'])
    .orderBy('e.id')
    .execute();
  const editionIds = [...new Set(editions.map((edition) => edition.id))];
  if (customers.length === 0 || editionIds.length === 0) return;
  const standardType = await licenseTypeId(trx, LICENSE_TYPE_NAMES.standard);
  // Checked and stored as the license routes do.
  const licenses = crudResource(trx, licensesTable);

  for (let index = 0; index < OLDER_LICENSES; index++) {
    const editionId = editionIds[index % editionIds.length]!;
    const lines = editions.filter((line) => line.id === editionId);
    const id = await licenses.insert({
      orderNumber: `LIC-${String(5_000 + index)}`,
      productId: lines[0]!.product_id,
      customerId: customers[(index * 3) % customers.length]!,
      licenseTypeId: standardType,
      editionId,
      macAddress: `00:1B:3C:${(index % 256).toString(16).padStart(2, '0').toUpperCase()}:5D:6E`,
      serverName: `legacy-${index}`,
      // Issued years ago: half of them have run out.
      expiredDate: addMonths(now, index % 2 === 0 ? -(1 + index) : 6 + index).toISOString(),
      // An edition's unlimited (-1) stays unlimited on its licenses.
      features: lines.map((line) => ({ featureName: line.name, quantity: line.quantity })),
    });
    await trx
      .updateTable('licenses')
      .set({ created_at: addMonths(now, -(24 + index)) })
      .where('id', '=', id as number)
      .execute();
  }
}
