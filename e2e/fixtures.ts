import AxeBuilder from '@axe-core/playwright';
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

/** WCAG 2.1 A and AA (DECISIONS.md 13), the tags every journey checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Set E2E_SHOTS to a folder to keep a screenshot of each screen a journey checks. */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/**
 * Axe on what the page shows now (or on a part of it): no WCAG 2.1 AA violation, each named with where it is.
 * Mail frames are sandboxed documents of their own: leave them out with `exclude: 'iframe'`.
 */
export async function expectAxeClean(
  page: Page,
  name = 'page',
  scope: { include?: string; exclude?: string } = {},
): Promise<void> {
  // Colours still moving (a row's or a tab's transition after the scheme changed) are not the page's own:
  // axe would measure a contrast half-way through them.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await shot(page, name);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The same in the light and then the dark scheme (waiting until the page has really changed), back to light. */
export async function expectAxeCleanLightAndDark(
  page: Page,
  name = 'page',
  scope: { include?: string; exclude?: string } = {},
): Promise<void> {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAxeClean(page, `${name}-light`, scope);
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(background).not.toBe(light);
  await expectAxeClean(page, `${name}-dark`, scope);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Calls the API as the user signed in on `page` (the app's token from local storage): its status and body. */
async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const tokens = JSON.parse(localStorage.getItem('switchboard.auth.tokens') ?? '{}');
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
}

/** The status of an API call as the signed-in user (for a journey that checks a refusal or cleans up). */
export async function apiStatus(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return (await callApi(page, method, path, body)).status;
}

/** An API call as the signed-in user, for a journey's own fixtures: its JSON answer; a failure throws. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { status, text } = await callApi(page, method, path, body);
  if (status < 200 || status >= 300) throw new Error(`${method} ${path}: ${status}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
