// Users (SPEC §3 User): the role's name is joined in; user names and e-mail addresses are unique
// whatever their case. The password hash is written by Register and the password flows only.
import { userEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';

export const usersTable = defineTable({
  entity: userEntity,
  table: 'users',
  columns: {
    role: 'roles.name',
  },
  joins: (query) => query.innerJoin('roles', 'roles.id', 'users.role_id'),
  references: [{ field: 'roleId', table: 'roles', key: 'id', label: 'Role' }],
  // E-mail first: Register makes the user name of the address.
  unique: [
    { field: 'email', message: 'This Email is already taken.' },
    { field: 'userName', message: 'This Username is already taken.' },
  ],
  uniqueIndexes: {
    users_email_key: 'This Email is already taken.',
    users_user_name_key: 'This Username is already taken.',
  },
  // Register hashes the password before the write (hashing is slow and asynchronous).
  compute: (values) =>
    typeof values.passwordHash === 'string' ? { password_hash: values.passwordHash } : {},
});
