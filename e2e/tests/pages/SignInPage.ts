import { expect, type Page } from '@playwright/test';

export const admin = { email: 'admin@example.com', password: 'Admin#2026' };

export class SignInPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/signin');
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async signInAsAdmin() {
    await this.goto();
    await this.signIn(admin.email, admin.password);
    await expect(this.page).toHaveURL(/\/home$/);
  }
}
