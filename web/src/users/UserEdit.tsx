// /user/edit/{id}
import { graphql } from '../gql';
import type { UserShow_UserFragment } from '../gql/graphql';
import { EditPage } from '../shared/resource/EditPage';
import { UserShow_user } from './fragments';
import { toUserInput, UserForm, type UserFormValues } from './UserForms';

export const userEditQuery = graphql(`
  query UserEdit($id: ID!) {
    user(id: $id) {
      id
      ...UserShow_user
    }
  }
`);

const toValues = (user: UserShow_UserFragment): UserFormValues => ({
  userName: user.userName,
  email: user.email,
  roleId: user.roleId,
  isActive: user.isActive,
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber ?? '',
});

export function UserEdit() {
  return (
    <EditPage
      query={userEditQuery}
      pick={(data) => data.user}
      toValues={toValues}
      toInput={toUserInput}
      result={UserShow_user}
    >
      {(form, user) => <UserForm {...form} roleLabel={user.role} />}
    </EditPage>
  );
}
