import { expect, type Page } from '@playwright/test';

export const DEMO = {
  alice: { email: 'alice@acme.example', name: /alice/i },
  erin: { email: 'erin@globex.example', name: /erin/i },
} as const;

/**
 * Signs in through the real flow: /signin, the 'Sign in with Google' button, the embedded
 * provider's account chooser (pick the demo user), back through /auth/callback to the inbox.
 */
export async function signInAs(page: Page, user: { email: string }): Promise<void> {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: new RegExp(escapeRegExp(user.email), 'i') }).click();
  await expect(page).toHaveURL(/\/inbox(\?|$)/);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
