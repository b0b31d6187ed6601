// The reference lists that are no entities of their own (SPEC §7): feature data types and license
// plans, read-only and cached briefly (reference-cache.ts).
import { isBooleanFeatureType, messages, workflows } from '@licensing/domain';
import type { LicensePlan } from '../generated/graphql.js';
import { referenceCache } from '../reference-cache.js';
import type { RestClient } from './client.js';

type Caller = { rest: RestClient; token: string | null };

/** The feature data types, from the reference cache while fresh. */
export const cachedFeatureDataTypes = ({ rest, token }: Caller) =>
  referenceCache.get('featureDataTypes', token, '', async () => {
    const result = await rest.call(workflows.GetFeatureDataTypes, {
      failure: messages.getListFailed('Feature Data Type'),
    });
    return result.Data.map((row) => ({
      id: String(row.ID),
      type: row.Type,
      isBoolean: isBooleanFeatureType(row.Type),
    }));
  });

/** The plans, from the reference cache while fresh. */
export const cachedLicensePlans = ({ rest, token }: Caller) =>
  referenceCache.get('licensePlans', token, '', async (): Promise<LicensePlan[]> => {
    const result = await rest.call(workflows.GetProductLicensePlans, {
      failure: messages.getListFailed('License Plan'),
    });
    return result.Data.map((row) => ({ id: String(row.ID), name: row.Name, unit: row.Unit }));
  });

/** A plan by id, from the plans the reference cache holds for a while (no REST call per row). */
export async function licensePlanById(context: Caller, id: unknown): Promise<LicensePlan | null> {
  return (await cachedLicensePlans(context)).find((plan) => plan.id === String(id)) ?? null;
}
