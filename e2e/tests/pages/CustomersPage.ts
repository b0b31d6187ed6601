import type { Page } from '@playwright/test';
import { ListScreens } from './ListScreens.js';

/** The customer list, form and detail screens. */
export class CustomersPage extends ListScreens {
  constructor(page: Page) {
    super(page, '/customers', 'Customers');
  }

  async fillRequired(values: { firstName: string; lastName: string; email: string; phone: string }) {
    await this.page.getByLabel('First Name').fill(values.firstName);
    await this.page.getByLabel('Last Name').fill(values.lastName);
    await this.page.getByLabel('Email').fill(values.email);
    await this.page.getByLabel('Phone').fill(values.phone);
  }
}
