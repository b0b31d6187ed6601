// The audit trail (issue 29): one append-only table of every change staff, integrators and the
// product make to the rows staff manage. A row trigger writes it, so every write path is covered and
// an entry commits or rolls back with its change. Who and which action are read from the settings
// `audit.actor` and `audit.action`, which licensing-api sets on the connection a request uses
// (db/audit-context.ts); without them (a background job, a script) the actor is null: the system.
// Secret columns are recorded as {"changed": true}, never their values; columns the product keeps up
// by itself (a seat count, a last use) are not changes of the row.
import { type Kysely, sql } from 'kysely';

/** A table's trail: its entity (the declaration's name), key column, secret and ignored columns. */
type Audited = {
  table: string;
  entity: string;
  key: string;
  secret?: string[];
  ignored?: string[];
  /** Only these operations (machines: activations and deactivations, not their last-seen updates). */
  operations?: string;
  /** A condition on the row (api tokens are the sessions with a name). */
  when?: string;
};

const AUDITED: readonly Audited[] = [
  { table: 'products', entity: 'Product', key: 'product_id' },
  { table: 'features', entity: 'Feature', key: 'id' },
  { table: 'product_editions', entity: 'ProductEdition', key: 'product_edition_id' },
  { table: 'editions', entity: 'Edition', key: 'id' },
  { table: 'license_types', entity: 'LicenseType', key: 'id' },
  { table: 'release_packages', entity: 'ReleasePackage', key: 'id' },
  { table: 'addons', entity: 'Addon', key: 'id' },
  { table: 'customers', entity: 'Customer', key: 'id' },
  {
    table: 'product_licenses',
    entity: 'ProductLicense',
    key: 'id',
    secret: ['customer_activation_code'],
    ignored: ['seats_used'],
  },
  { table: 'licenses', entity: 'License', key: 'id', secret: ['customer_activation_code'] },
  { table: 'customer_requests', entity: 'Order', key: 'id', secret: ['customer_activation_code'] },
  { table: 'request_trial_emails', entity: 'TrialRequest', key: 'id' },
  { table: 'roles', entity: 'Role', key: 'id' },
  { table: 'email_template_types', entity: 'EmailTemplateType', key: 'id' },
  { table: 'email_templates', entity: 'EmailTemplate', key: 'id' },
  { table: 'type_send_emails', entity: 'SentEmailType', key: 'id' },
  {
    table: 'sent_emails',
    entity: 'SentEmail',
    key: 'id',
    // Attachments are license files: they carry a license's activation code.
    secret: ['attachments'],
    // The outbox's delivery bookkeeping, and the sealed copy it drops once the mail is sent.
    ignored: [
      'status',
      'attempts',
      'next_attempt_at',
      'claimed_at',
      'last_error',
      'message_id',
      'sent_at',
      'sealed_body',
    ],
  },
  {
    table: 'users',
    entity: 'User',
    key: 'id',
    secret: ['password_hash', 'pending_password_hash'],
    // The user's theme (0029) is a preference of theirs, not a change to the account.
    ignored: ['theme'],
  },
  {
    table: 'settings',
    entity: 'Settings',
    key: 'id',
    secret: ['qbo_client_secret', 'qbo_refresh_token', 'link_secret'],
    // Refreshed by the QuickBooks token job, not by anyone's change.
    ignored: ['qbo_access_token', 'qbo_access_token_expires_at', 'qbo_refresh_token_expires_at'],
  },
  {
    table: 'sessions',
    entity: 'ApiToken',
    key: 'id',
    secret: ['token_hash'],
    operations: 'insert or delete',
    when: 'name is not null',
  },
  // A machine activated or deactivated is on its license's trail.
  { table: 'machines', entity: 'ProductLicense', key: 'product_license_id', operations: 'insert or delete' },
];

const list = (names: readonly string[] = []) => `{${names.join(',')}}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_trail (
      id serial primary key, -- an int4 key like every other: REST ids are integers
      at timestamptz not null default now(),
      actor_id uuid,
      actor_name text,
      action text not null,
      entity text not null,
      record_id text not null,
      operation text not null check (operation in ('insert', 'update', 'delete', 'event')),
      changes jsonb not null
    )`.execute(db);
  await sql`create index audit_trail_record_idx on audit_trail (entity, record_id, id desc)`.execute(db);
  await sql`create index audit_trail_at_idx on audit_trail (at)`.execute(db);
  await sql`create index audit_trail_actor_idx on audit_trail (actor_id)`.execute(db);

  // Append-only, whoever connects: no route updates or deletes it, and neither can a slip.
  await sql`
    create function audit_trail_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'The audit trail is append-only.';
    end $$`.execute(db);
  await sql`
    create trigger audit_trail_append_only before update or delete or truncate on audit_trail
    for each statement execute function audit_trail_append_only()`.execute(db);

  // TG_ARGV: entity, key column, secret columns, ignored columns (array literals).
  await sql`
    create function audit_row() returns trigger language plpgsql as $$
    declare
      secret text[] := tg_argv[2]::text[];
      ignored text[] := tg_argv[3]::text[];
      old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
      changes jsonb := '{}';
      column_name text;
      actor uuid := nullif(current_setting('audit.actor', true), '')::uuid;
    begin
      for column_name in select jsonb_object_keys(coalesce(new_row, old_row)) loop
        continue when column_name = any(ignored)
          or (old_row -> column_name) is not distinct from (new_row -> column_name)
          or (tg_op = 'INSERT' and new_row -> column_name = 'null'::jsonb)
          or (tg_op = 'DELETE' and old_row -> column_name = 'null'::jsonb);
        changes := changes || jsonb_build_object(column_name,
          case when column_name = any(secret) then '{"changed": true}'::jsonb
          else jsonb_strip_nulls(jsonb_build_object('old', old_row -> column_name, 'new', new_row -> column_name))
          end);
      end loop;
      if changes = '{}' then
        return null;
      end if;
      insert into audit_trail (actor_id, actor_name, action, entity, record_id, operation, changes)
      values (
        actor,
        (select first_name || ' ' || last_name from users where id = actor),
        coalesce(nullif(current_setting('audit.action', true), ''), 'System'),
        tg_argv[0],
        coalesce(new_row, old_row) ->> tg_argv[1],
        lower(tg_op),
        changes);
      return null;
    end $$`.execute(db);

  for (const audited of AUDITED) {
    const args = [audited.entity, audited.key, list(audited.secret), list(audited.ignored)]
      .map((arg) => `'${arg}'`)
      .join(', ');
    const operations = audited.operations ?? 'insert or update or delete';
    // A WHEN condition cannot name NEW on delete nor OLD on insert: one trigger per operation then.
    const { when } = audited;
    const triggers = when
      ? operations.split(' or ').map((operation) => ({
          name: `audit_${operation}`,
          operations: operation,
          when: `when (${operation === 'delete' ? 'old' : 'new'}.${when})`,
        }))
      : [{ name: 'audit', operations, when: '' }];
    for (const trigger of triggers) {
      await sql
        .raw(
          `create trigger ${trigger.name} after ${trigger.operations} on ${audited.table}
           for each row ${trigger.when} execute function audit_row(${args})`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const audited of AUDITED) {
    for (const name of ['audit', 'audit_insert', 'audit_delete']) {
      await sql.raw(`drop trigger if exists ${name} on ${audited.table}`).execute(db);
    }
  }
  await sql`drop function audit_row()`.execute(db);
  await sql`drop table audit_trail`.execute(db);
  await sql`drop function audit_trail_append_only()`.execute(db);
}
