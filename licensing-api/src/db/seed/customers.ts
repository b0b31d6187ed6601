// Demo customers: 60 across several countries, made from fixed lists so every demo database holds
// the same people. Codes come from the sequence (C000001…), so the default sort shows the last first.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

const FIRST_NAMES = 'Olivia Liam Emma Noah Ava Lucas Mia Hiro Sofia Mateo Chloe Arjun'.split(' ');
const LAST_NAMES = 'Smith Garcia Müller Tanaka Rossi Dubois Silva Kowalski Nguyen Patel'.split(' ');
const COMPANIES = [
  'Acme Logistics',
  'Northwind Traders',
  'Contoso Health',
  'Globex Energy',
  'Initech Systems',
  'Umbrella Retail',
];
const JOB_TITLES = ['IT Manager', 'CTO', 'Systems Administrator', 'Procurement Lead', 'Operations Director'];

/** Country, a city there, its state or region, a postal code and a phone number of its shape. */
const PLACES = [
  { country: 'United States', city: 'Austin', state: 'TX', zip: '787010123', phone: '5125550100' },
  { country: 'United States', city: 'Seattle', state: 'WA', zip: '98101', phone: '2065550100' },
  { country: 'United States', city: 'Boston', state: 'MA', zip: '021081234', phone: '6175550100' },
  { country: 'Canada', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', phone: '4165550100' },
  {
    country: 'United Kingdom',
    city: 'Manchester',
    state: 'Greater Manchester',
    zip: 'M1 1AE',
    phone: '+441615550100',
  },
  { country: 'Germany', city: 'Munich', state: 'Bavaria', zip: '80331', phone: '+49895550100' },
  { country: 'France', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', zip: '69001', phone: '+33478550100' },
  { country: 'Japan', city: 'Osaka', state: 'Osaka', zip: '530-0001', phone: '+81665550100' },
  { country: 'Australia', city: 'Melbourne', state: 'VIC', zip: '3000', phone: '+61395550100' },
  { country: 'Brazil', city: 'São Paulo', state: 'SP', zip: '01000-000', phone: '+551155550100' },
] as const;

const DEMO_CUSTOMER_COUNT = 60;

/** Returns the new customers' ids, in order. */
export async function seedDemoCustomers(trx: Kysely<Database>): Promise<number[]> {
  const rows = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    const place = PLACES[i % PLACES.length]!;
    // Distinct phone numbers: the last digits count up.
    const phone = place.phone.slice(0, -2) + String(i).padStart(2, '0');
    const company = COMPANIES[i % COMPANIES.length]!;
    return {
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${i + 1}@example.com`.toLowerCase().replace('ü', 'ue'),
      phone_number: phone,
      company_name: `${company} ${place.city}`,
      job_title: JOB_TITLES[i % JOB_TITLES.length]!,
      address: `${100 + i} Main Street`,
      address2: i % 4 === 0 ? `Suite ${200 + i}` : null,
      city: place.city,
      state: place.state,
      zip_code: place.zip,
      country: place.country,
      additional_info: i % 5 === 0 ? 'Prefers e-mail contact.' : null,
    };
  });
  const inserted = await trx.insertInto('customers').values(rows).returning('id').execute();
  return inserted.map((customer) => customer.id);
}
