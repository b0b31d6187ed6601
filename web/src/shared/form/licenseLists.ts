// The license types and plans the order and license forms offer, read once for all of them.
import { graphql } from '../../gql';
import type { LicenseFormListsQuery } from '../../gql/graphql';

export const formListsQuery = graphql(`
  query LicenseFormLists {
    licenseTypes(pageSize: 0) {
      items {
        id
        typeName
      }
    }
    licensePlans {
      id
      name
      unit
    }
  }
`);

export type FormLists = {
  plans: readonly { id: string; name: string; unit: number }[];
  types: readonly { id: string; name: string }[];
};

/** The form's lists of license types and plans. */
export const formListsOf = (data: LicenseFormListsQuery | undefined): FormLists => ({
  plans: data?.licensePlans ?? [],
  types: (data?.licenseTypes.items ?? []).map((type) => ({ id: type.id, name: type.typeName })),
});
