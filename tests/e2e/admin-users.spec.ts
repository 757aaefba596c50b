// Roles (owner only) and /admin/users: a member made admin signs in again and sees the Admin entry;
// phone numbers and login-reminder drafts.
import { axeViolations, demoAccount, expect, hydrated, login, test, toasts } from './fixtures';

// The first test of the file also waits for its fresh server to start on a busy shared machine.
test.describe.configure({ timeout: 120_000 });

const member = demoAccount('member');

test('the owner makes a member admin and that member, signed in again, sees the Admin entry', async ({
  page,
  browser,
  baseURL,
}) => {
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await login(memberPage, 'member');
  await memberPage.goto('/dashboard');
  const mainNav = memberPage.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav.getByRole('link', { name: /^Admin/ })).toHaveCount(0);

  await login(page, 'owner');
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Role Management' }).click();
  const row = page.getByTestId(`role-row-${member.userId}`);
  await expect(row.getByText('Member')).toBeVisible();
  await row.getByRole('button', { name: 'Make Admin' }).click();
  await expect(toasts(page).getByText('User role updated successfully')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeVisible();
  // The owner's own row offers no actions.
  await expect(
    page
      .getByTestId(/^role-row-/)
      .filter({ hasText: '(you)' })
      .getByRole('button'),
  ).toHaveCount(0);

  // A role change ends the member's sessions: they sign in again, now as an admin.
  await memberPage.reload();
  await expect(memberPage).toHaveURL('/secure-login?next=%2Fdashboard');
  await login(memberPage, 'member');
  await memberPage.goto('/dashboard');
  await expect(mainNav.getByRole('link', { name: /^Admin/ })).toBeVisible();
  await mainNav.getByRole('link', { name: /^Admin/ }).click();
  await expect(memberPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // An admin who is not the owner has no Role Management tab.
  await expect(memberPage.getByRole('tab', { name: 'Password Management' })).toBeVisible();
  await expect(memberPage.getByRole('tab', { name: 'Role Management' })).toHaveCount(0);
  await memberContext.close();
});

test('ownership transfer asks for confirmation', async ({ page }) => {
  await login(page, 'owner');
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Role Management' }).click();
  await page.getByTestId(`role-row-${member.userId}`).getByRole('button', { name: 'Make Owner' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('You will lose owner privileges');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByTestId(/^role-row-/)
      .filter({ hasText: '(you)' })
      .getByText('Owner'),
  ).toBeVisible();
});

test('/admin/users updates a phone number, shows one PIN at a time and copies a reminder on a laptop', async ({
  browser,
  baseURL,
}) => {
  // A laptop's browser: the draft is copied (it has no messages app to open). The clipboard's
  // permissions are this test's own context's (the worker's shared one keeps none: decision 0031).
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await login(page, 'owner');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'SMS Management' }).click();
  await expect(page).toHaveURL('/admin/users');
  // The page is titled as the button that opens it.
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Management' })).toBeVisible();
  await expect(page.getByText('Not configured')).toBeVisible();
  await hydrated(page);

  const card = page.getByTestId(`user-card-${member.userId}`);
  await expect(card).toContainText(`@${member.username}`);
  // PINs are masked until shown, and one at a time.
  await expect(card.getByTestId('pin-value')).toHaveText('****');
  await expect(page.getByTestId('pin-value').filter({ hasText: /^\d{4}$/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Show PIN of ${member.displayName}` }).click();
  await expect(card.getByTestId('pin-value')).toHaveText(member.pin);
  const other = page
    .getByTestId(/^user-card-/)
    .filter({ has: page.getByRole('button', { name: /^Show PIN/ }) });
  await other
    .first()
    .getByRole('button', { name: /^Show PIN/ })
    .click();
  await expect(card.getByTestId('pin-value')).toHaveText('****');
  await expect(page.getByTestId('pin-value').filter({ hasText: /^\d{4}$/ })).toHaveCount(1);

  await card.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page).getByText('Please enter a phone number')).toBeVisible();

  await card.getByLabel('Phone number').fill('+15551234567');
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page).getByText('Phone number updated successfully')).toBeVisible();
  await expect(card).toContainText('+1 (555) 123-4567');

  const drafted = page.waitForResponse((response) => response.url().endsWith('/draft-message'));
  await card.getByRole('button', { name: 'Draft text message' }).click();
  const body = (await (await drafted).json()) as { message: string; phoneNumber: string };
  expect(body.phoneNumber).toBe('+15551234567');
  expect(body.message).toContain(`Username: ${member.username}`);
  expect(body.message).toContain(`PIN: ${member.pin}`);
  // Copied, and said so: never "Success" for a messages app that did not open.
  await expect(toasts(page).getByText('Copied', { exact: true })).toBeVisible();
  await expect(toasts(page)).toContainText(
    `Paste it into a text to ${member.displayName} at +1 (555) 123-4567.`,
  );
  await expect(toasts(page).getByText('Success')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.message);

  // Checked at rest: the pointer off the buttons (a hovered primary button is a shade lighter).
  await page.mouse.move(0, 0);
  await expect(card.getByRole('button', { name: 'Draft text message' })).toBeEnabled();
  expect(await axeViolations(page, { include: ['#main'], allRules: true })).toEqual([]);
  await context.close();
});
