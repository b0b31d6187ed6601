// The data set of the license benchmarks at scale (issue 28): on a migrated, demo-seeded database,
// product licenses up to `licenses` created over the three years up to now, with customers (one
// for ten licenses), orders (as many) and trial requests (half as many) over the same years, in a
// few generate_series statements (the dashboard's rollups count each statement's rows at once).
// Names and e-mail addresses are drawn from syllables, so a search finds a few customers' licenses.
// The same draws on every run (setseed).

const FIRST_NAMES = [
  'Ada',
  'Alan',
  'Anna',
  'Boris',
  'Carla',
  'Chen',
  'Dana',
  'David',
  'Elena',
  'Emil',
  'Farah',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Ivan',
  'Jana',
  'Jonas',
  'Kara',
  'Liam',
  'Lena',
  'Marco',
  'Maya',
  'Nils',
  'Nora',
  'Omar',
  'Olga',
  'Paul',
  'Petra',
  'Quinn',
  'Rosa',
  'Sam',
  'Sara',
  'Tariq',
  'Tina',
  'Umar',
  'Vera',
  'Wim',
  'Yara',
  'Zoe',
];
/** 20³ = 8,000 surnames: about a dozen customers share one at 100,000 customers. */
const SYLLABLES = [
  'ba',
  'ko',
  'ri',
  'ta',
  'mel',
  'son',
  'dor',
  'vik',
  'lan',
  'ber',
  'ste',
  'wic',
  'har',
  'ton',
  'gil',
  'mor',
  'pe',
  'al',
  'ven',
  'qui',
];

const texts = (items) => `array[${items.map((item) => `'${item}'`).join(', ')}]`;
/** Three syllables of `n`, capitalized: the surname of a customer numbered n. */
const surname = (n) => `initcap(s[1 + ${n} % 20] || s[1 + (${n} / 20) % 20] || s[1 + (${n} / 400) % 20])`;
/** An instant of the three years up to now, drawn. */
const withinThreeYears = `now() - make_interval(secs => random() * 3 * 365 * 86400)`;

/** Builds the data set with the `pg` client `db`; answers the rows of each table. */
export async function buildLicenseData(db, licenses) {
  const customers = Math.max(1, Math.round(licenses / 10));
  const orders = customers;
  const trials = Math.round(licenses / 20);
  await db.query('select setseed(0.28)');
  // A bulk load, not anyone's change: the audit trail's row trigger (migration 0027) would write an
  // entry per row, a million and more, so it is off for these tables while they fill.
  const audited = ['customers', 'product_licenses', 'customer_requests', 'request_trial_emails'];
  for (const table of audited) await db.query(`alter table ${table} disable trigger audit`);
  try {
    return await fill(db, licenses, { customers, orders, trials });
  } finally {
    for (const table of audited) await db.query(`alter table ${table} enable trigger audit`);
  }
}

/** The rows of buildLicenseData, its audit trigger off. */
async function fill(db, licenses, { customers, orders, trials }) {
  await db.query(`
    insert into customers (first_name, last_name, email, phone_number, company_name, created_at)
    select f, l, lower(f || '.' || l || '.' || g) || '@' || lower(l) || '.example.com',
      '555' || lpad((g % 10000000)::text, 7, '0'), l || ' Ltd', ${withinThreeYears}
    from (select g, (${texts(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as f, ${surname('(g * 7919)')} as l
          from generate_series(1, ${customers}) g, (select ${texts(SYLLABLES)} as s) syllables) named`);

  // Each license's customer, edition, type and plan drawn by number: the customers numbered in a
  // table of their own (a join), the few others in arrays.
  await db.query('create temporary table bench_customers (n serial primary key, id integer not null)');
  await db.query('insert into bench_customers (id) select id from customers order by id');
  const { rows } = await db.query(`
    select (select count(*)::int from bench_customers) as customers,
      (select count(*)::int from product_licenses) as existing,
      (select array_agg(product_edition_id order by product_edition_id) from product_editions) as editions,
      (select array_agg(product_id order by product_edition_id) from product_editions) as products,
      (select array_agg(id order by id) from license_types) as types,
      (select array_agg(id order by id) from product_license_plans) as plans`);
  const [{ customers: customerCount, existing, editions, products, types, plans }] = rows;
  const ints = (items) => `array[${items.join(', ')}]::int[]`;
  await db.query(`
    insert into product_licenses (order_number, product_id, customer_id, license_type_id, product_edition_id,
      product_license_plan_id, mac_address, server_name, expired_date, status, created_at)
    select 'BENCH-' || g, (${ints(products)})[1 + g % ${editions.length}], c.id,
      (${ints(types)})[1 + g % ${types.length}], (${ints(editions)})[1 + g % ${editions.length}],
      (${ints(plans)})[1 + g % ${plans.length}],
      case when g % 5 = 0 then null else '00:1A:2B:' || lpad(to_hex(g % 256), 2, '0') || ':4D:5E' end,
      'srv-' || g, now() + make_interval(days => (g % 1460) - 730), g % 2, ${withinThreeYears}
    from generate_series(1, ${licenses - existing}) g
    join bench_customers c on c.n = 1 + abs(hashint4(g)) % ${customerCount}`);
  await db.query(`
    insert into customer_requests (product_id, license_edition_code, product_license_plan_id, first_name,
      last_name, email, phone_number, company_name, address, tech_service_last_name, tech_service_email,
      tech_service_company_name, is_resolved, is_declined, created_at)
    select e.product_id, e.product_edition_code, (${ints(plans)})[1 + g % ${plans.length}], c.first_name,
      c.last_name, c.email, c.phone_number, coalesce(c.company_name, 'None'), '1 Main Street', c.last_name,
      c.email, coalesce(c.company_name, 'None'), g % 3 = 0, g % 7 = 0, ${withinThreeYears}
    from generate_series(1, ${orders}) g
    join bench_customers n on n.n = 1 + abs(hashint4(-g)) % ${customerCount}
    join customers c on c.id = n.id
    join product_editions e on e.product_edition_id = (${ints(editions)})[1 + g % ${editions.length}]`);
  await db.query(`
    insert into request_trial_emails (first_name, last_name, email, company, subject, product_id,
      is_declined, customer_request_id, created_at)
    select c.first_name, c.last_name, c.email, coalesce(c.company_name, 'None'), 'Trial', p.product_id,
      g % 9 = 0, case when g % 4 = 0 then (select max(id) from customer_requests) - g % ${orders} end,
      ${withinThreeYears}
    from generate_series(1, ${trials}) g
    join bench_customers n on n.n = 1 + abs(hashint4(g * 3)) % ${customerCount}
    join customers c on c.id = n.id
    cross join lateral (select (${ints(products)})[1 + g % ${editions.length}] as product_id) p`);
  await db.query('drop table bench_customers');
  // As autovacuum leaves tables in use: statistics, and the visibility map index-only scans need.
  await db.query('vacuum analyze');
  const count = async (table) => (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n;
  return {
    licenses: await count('product_licenses'),
    customers: await count('customers'),
    orders: await count('customer_requests'),
    trials: await count('request_trial_emails'),
  };
}
