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

/** The form's lists of license types and plans. */
export const formListsOf = (data: LicenseFormListsQuery | undefined) => ({
  plans: data?.licensePlans ?? [],
  types: (data?.licenseTypes.items ?? []).map((type) => ({ id: type.id, name: type.typeName })),
});

export type FormLists = ReturnType<typeof formListsOf>;
