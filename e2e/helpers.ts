import { expect, type Page } from '@playwright/test';

const password = 'contraseña-de-prueba';

/** One address per test, run and project, so tests never share an account. */
export function uniqueEmail(project: string, label: string) {
  return `e2e-${label}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A new account, signed in: registered through the API with the page's own request context, so the
 * session cookie (and the readable session hint) land in the browser's cookie jar.
 */
export async function registerAndSignIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { email, password, confirmPassword: password, timeZone: 'Europe/Madrid' },
  });
  expect(response.status()).toBe(201);
}

/** One GraphQL operation with the page's cookie, which must answer without errors: its `data`. */
export async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The toast area at the bottom of the screen (Radix copies each toast into a live region too). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ });
}

/** The value of the figure labelled `label` in a list of figures (`<dt>` label, then its `<dd>` value). */
export function figure(page: Page, label: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The folder page's less used actions (statistics, exports, import) sit behind its «Más acciones» button: opened. */
export async function openFolderMenu(page: Page) {
  await page.getByRole('button', { name: 'Más acciones de la carpeta' }).click();
}

/** The folder page's options (publishing, audio, languages, both directions) are folded under its figures: unfolded. */
export async function openFolderOptions(page: Page) {
  await page.getByText('Opciones de la carpeta', { exact: true }).click();
}

/**
 * A member's screen the server rendered stays inert, and takes no pointer, until the app has hydrated the screen
 * itself (web app/usable.tsx): a click waits for that by itself; a key press (a study session's Space) or a
 * programmatic focus does not, and would go nowhere.
 */
export async function untilUsable(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
