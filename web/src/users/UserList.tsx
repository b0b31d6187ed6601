// /users (SPEC §2, administrators only): sorted by UserName; Status shows active or inactive.
import { graphql } from '../gql';
import type { UserList_UserFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

export const UserList_user = graphql(`
  fragment UserList_user on User {
    id
    userName
    firstName
    lastName
    email
    role
    isActive
  }
`);

export const userListQuery = graphql(`
  query UserList($page: Int, $pageSize: Int, $search: String, $orderBy: [UserSort!], $filter: UserFilter) {
    users(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...UserList_user
      }
    }
  }
`);

const columns: ListColumn<UserList_UserFragment>[] = [
  'userName',
  'firstName',
  'lastName',
  'email',
  'role',
  'isActive',
];

export function UserList() {
  return <EntityList columns={columns} query={userListQuery} pick={(data) => data.users} />;
}
