import { expect } from '@playwright/test';
import { mailPeerURL } from '../../playwright.config.js';

type Received = { to: string[]; data: string };

/** A quoted-printable body as sent: soft line breaks joined, =XX decoded; HTML stays HTML. */
const decodeQuotedPrintable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** HTML text as the reader sees it. */
function unescapeHtml(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The mails the e2e SMTP peer has received for `address`, decoded. */
export async function mailsTo(address: string): Promise<string[]> {
  const response = await fetch(`${mailPeerURL}/messages`);
  const messages = (await response.json()) as Received[];
  return messages
    .filter((message) => message.to.includes(address))
    .map((message) => decodeQuotedPrintable(message.data));
}

/** Waits for the `count`th mail to `address` and answers the password it carries. */
export async function mailedPassword(address: string, count = 1): Promise<string> {
  let mails: string[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(address);
        return mails.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  // Matched in the HTML, then unescaped: a password may hold '<' or '&'.
  const password = mails[count - 1]?.match(/Your new password is: <strong>([^<]+)<\/strong>/)?.[1];
  if (!password) throw new Error(`No password in the mail to ${address}`);
  return unescapeHtml(password);
}
