// The typed tables Kysely queries. Columns are snake_case as in SQL; routes map rows to the SPEC's
// PascalCase JSON. Keep this in step with the migrations (one interface per table).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column the database fills in by default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RolesTable {
  id: Generated<string>;
  name: string;
}

export interface UsersTable {
  id: Generated<string>;
  user_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  is_active: Generated<boolean>;
  role_id: string;
  password_hash: string;
  created_at: CreatedAt;
}

/** Bearer sessions. Only the SHA-256 of a token is stored, so a database leak yields no usable token. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** Failed sign-ins, for throttling; rows older than the window are pruned. */
export interface SignInFailuresTable {
  /** bigint: never read (pg would answer it as a string). */
  id: Generated<string>;
  account: string;
  client_address: string;
  attempted_at: CreatedAt;
}

export interface ProductsTable {
  product_id: Generated<number>;
  product_name: string;
  product_version: string;
}

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  products: ProductsTable;
}

export type Role = Selectable<RolesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
