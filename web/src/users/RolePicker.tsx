// Picking a user's one role: the server-side combo-box over `roles`.
import { graphql } from '../gql';
import type { RolePickerQuery } from '../gql/graphql';
import { EntityCombobox } from '../shared/form/EntityCombobox';

export const rolePickerQuery = graphql(`
  query RolePicker($page: Int, $pageSize: Int, $search: String) {
    roles(page: $page, pageSize: $pageSize, search: $search) {
      totalCount
      items {
        id
        name
      }
    }
  }
`);

type Role = RolePickerQuery['roles']['items'][number];

export function RolePicker({
  required,
  initialLabel,
  hint,
}: {
  required?: boolean;
  initialLabel?: string | undefined;
  hint?: string;
}) {
  return (
    <EntityCombobox
      name="roleId"
      label="Role"
      required={required}
      placeholder={hint}
      query={rolePickerQuery}
      pageOf={(data) => data.roles}
      toOption={(role: Role) => ({ id: role.id, label: role.name })}
      initialLabel={initialLabel}
    />
  );
}
