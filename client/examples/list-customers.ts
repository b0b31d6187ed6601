import { type Customer, licensingClient, signIn } from '@licensing/client';

const baseUrl = process.env.LICENSING_URL ?? 'http://127.0.0.1:5080';
const token = await signIn(baseUrl, 'admin@example.com', 'Admin#2026');
const api = licensingClient(baseUrl, token);

const { data, error } = await api.GET('/api/Customer/GetCustomers', {
  params: {
    query: { Page: 1, Count: 5, MultipleOrders: JSON.stringify([{ FieldName: 'LastName', Type: 'asc' }]) },
  },
});
if (error) throw new Error(error.Message);
const customers: Customer[] = data.Data;
for (const customer of customers)
  console.log(`${customer.CustomerCode} ${customer.FirstName} ${customer.LastName} <${customer.Email}>`);
console.log(`${customers.length} of ${data.TotalItems} customers`);
