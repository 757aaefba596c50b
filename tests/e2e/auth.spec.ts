// Login pages A (/) and B (/secure-login), the protected-route redirect, logout and the 404 page.
import {
  demoAccount,
  demoAccountNamed,
  expect,
  hydrated,
  lockAccount,
  login,
  test,
  toasts,
} from './fixtures';

const owner = demoAccount('owner');
const member = demoAccount('member');

test.describe('login page A (landing page at /)', () => {
  test('shows what the product is and the login form', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Huddle FFB Dashboard')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'League Login' })).toBeVisible();
    await expect(page.getByText('Enter your Sleeper username and 4-digit PIN')).toBeVisible();
    await expect(page.getByLabel('Sleeper Username')).toBeVisible();
    await expect(page.getByLabel('4-Digit PIN')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In to League' })).toBeEnabled();
  });

  test('asks for both fields, keeps the password to 4 digits', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign In to League' }).click();
    await expect(toasts(page).getByText('Credentials Required')).toBeVisible();
    await expect(toasts(page).getByText('Please enter both username and password')).toBeVisible();

    const password = page.getByLabel('4-Digit PIN');
    await password.pressSequentially('a1b2-3456');
    await expect(password).toHaveValue('1234');

    await page.getByLabel('Sleeper Username').fill('   ');
    await page.getByRole('button', { name: 'Sign In to League' }).click();
    await expect(toasts(page).getByText('Please enter both username and password')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test("shows the server's message when the login is refused", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Sleeper Username').fill(member.username);
    await page.getByLabel('4-Digit PIN').fill(member.pin === '0000' ? '9999' : '0000');
    await page.getByRole('button', { name: 'Sign In to League' }).click();
    await expect(toasts(page).getByText('Login Failed')).toBeVisible();
    await expect(toasts(page).getByText('Invalid username or PIN')).toBeVisible();
    // Back on the PIN, ready to type it again.
    await expect(page.getByLabel('4-Digit PIN')).toBeFocused();
    await expect(page).toHaveURL('/');
  });

  test('signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Sleeper Username').fill(member.username);
    await page.getByLabel('4-Digit PIN').fill(member.pin);
    await page.getByRole('button', { name: 'Sign In to League' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
  });

  test('in demo mode, picking a demo account fills the form', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const demoBox = page.getByRole('region', { name: 'Demo league' });
    await demoBox.getByRole('button', { name: new RegExp(owner.username) }).click();
    await expect(page.getByLabel('Sleeper Username')).toHaveValue(owner.username);
    await expect(page.getByLabel('4-Digit PIN')).toHaveValue(owner.pin);
  });
});

test.describe('login page B (/secure-login)', () => {
  test('validates the fields and shows the roster note', async ({ page }) => {
    await page.goto('/secure-login');
    await hydrated(page);
    await expect(page.getByText('Secure league access for members only')).toBeVisible();
    await expect(page.getByText(/verified against the league roster/)).toBeVisible();

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    await page.getByLabel('Sleeper Username').fill(member.username);
    const pin = page.getByLabel('4-Digit PIN');
    await pin.pressSequentially('1x2');
    await expect(pin).toHaveValue('12');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('PIN must be 4 digits');

    await pin.fill('');
    await pin.pressSequentially('123456');
    await expect(pin).toHaveValue('1234');
  });

  test('says why a wrong PIN is refused', async ({ page }) => {
    await page.goto('/secure-login');
    await page.getByLabel('Sleeper Username').fill(member.username);
    await page.getByLabel('4-Digit PIN').fill(member.pin === '0000' ? '9999' : '0000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or PIN');
    await expect(page.getByLabel('4-Digit PIN')).toBeFocused();
    await expect(page).toHaveURL(/\/secure-login$/);
  });

  test('says when too many attempts locked the account, and for how long', async ({ page, server }) => {
    const locked = demoAccountNamed('redzonerosa');
    lockAccount(server, locked.userId);
    await page.goto('/secure-login');
    await expect(page.getByText(/if too many wrong PINs locked your account/)).toBeVisible();
    await page.getByLabel('Sleeper Username').fill(locked.username);
    await page.getByLabel('4-Digit PIN').fill(locked.pin);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many attempts\. Try again in 3[56]\d\d seconds\.$/,
    );
    await expect(page).toHaveURL(/\/secure-login$/);
  });

  test('signs in, says so, and moves on to the dashboard', async ({ page }) => {
    await page.goto('/secure-login');
    await page.getByLabel('Sleeper Username').fill(owner.username);
    await page.getByLabel('4-Digit PIN').fill(owner.pin);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a visitor asking for a protected page is sent to login and back', async ({ page }) => {
    await page.goto('/draft-board');
    await expect(page).toHaveURL('/secure-login?next=%2Fdraft-board');
    await page.getByLabel('Sleeper Username').fill(member.username);
    await page.getByLabel('4-Digit PIN').fill(member.pin);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/draft-board');
  });

  test('every protected route requires a session', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/keepers',
      '/pre-draft',
      '/history',
      '/admin',
      '/admin/users',
      '/admin/keepers',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/secure-login?next=${encodeURIComponent(path)}`);
    }
  });
});

// On a slow phone a member may type, or their browser fill in, the served form before the app's
// scripts run: what the fields show is what signs in (it once said "Please enter both" of filled
// fields).
test.describe('typed before the scripts run', () => {
  for (const form of [
    { path: '/', submit: 'Sign In to League' },
    { path: '/secure-login', submit: 'Login' },
  ]) {
    test(`${form.path} signs in with what the fields show`, async ({ page }) => {
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(form.path, { waitUntil: 'commit' });
      await page.getByLabel('Sleeper Username').fill(member.username);
      await page.getByLabel('4-Digit PIN').fill(member.pin);
      release();
      await hydrated(page);
      await expect(page.getByLabel('Sleeper Username')).toHaveValue(member.username);
      await expect(page.getByLabel('4-Digit PIN')).toHaveValue(member.pin);
      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(page).toHaveURL('/dashboard');
    });
  }
});

test.describe('logout', () => {
  test("the menu's Logout signs out at once, says 'Logging Out...' then 'Logged Out Successfully', and goes to / after 2 s", async ({
    page,
  }) => {
    await login(page, 'member', { fresh: true });
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');

    // Hold the sign-out call so the first state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/logout', async (route) => {
      await held;
      await route.continue();
    });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Logging Out...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Logged Out Successfully' })).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL('/', { timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_500);
    await expect(page.getByRole('heading', { name: 'League Login' })).toBeVisible();

    // The session is really gone.
    await page.goto('/keepers');
    await expect(page).toHaveURL('/secure-login?next=%2Fkeepers');
  });

  test("the phone's menu signs out at once too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, 'member', { fresh: true });
    await page.goto('/dashboard');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Logged Out Successfully' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/', { timeout: 5_000 });
    await expect(page.getByRole('heading', { name: 'League Login' })).toBeVisible();
  });

  test("logs out everywhere: the member's other browsers are signed out too", async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = demoAccount('owner');
    await login(page, owner, { fresh: true });
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await login(otherPage, owner, { fresh: true });
    await otherPage.goto('/keepers');
    await expect(otherPage).toHaveURL('/keepers');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Log out everywhere' }).click();
    await expect(page.getByRole('heading', { name: 'Logged Out Everywhere' })).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 5_000 });

    await otherPage.reload();
    await expect(otherPage).toHaveURL('/secure-login?next=%2Fkeepers');
    await other.close();
  });

  test('a link from another site to /logout?everywhere=1 only asks: nothing ends until the member presses the button', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = demoAccount('member');
    await login(page, member, { fresh: true });
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await login(otherPage, member, { fresh: true });
    const signOuts: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(logout|auth\/logout-everywhere)$/.test(request.url())) signOuts.push(request.url());
    });

    // Another site's page with the link, followed as a member would.
    await page.goto('about:blank');
    await page.setContent(`<a href="${baseURL}/logout?everywhere=1">Win a prize</a>`);
    await page.getByRole('link', { name: 'Win a prize' }).click();
    await expect(page.getByRole('heading', { name: 'Log Out Everywhere?' })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForTimeout(2_500); // longer than the page once took to sign out and move on
    await expect(page).toHaveURL('/logout?everywhere=1');
    expect(signOuts).toEqual([]);
    await otherPage.goto('/keepers');
    await expect(otherPage).toHaveURL('/keepers');

    // The member's own choice, by keyboard: Tab to the button and press Enter.
    const button = page.getByRole('button', { name: 'Log Out Everywhere' });
    for (let i = 0; i < 10 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Logged Out Everywhere' })).toBeVisible();
    expect(signOuts).toHaveLength(1);
    await otherPage.reload();
    await expect(otherPage).toHaveURL('/secure-login?next=%2Fkeepers');
    await other.close();
  });

  test('the logout page asks on its own, and Cancel leaves the member signed in', async ({ page }) => {
    await login(page, 'member');
    await page.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Log Out?' })).toBeVisible();
    await expect(page.getByText('You will be signed out on this device.')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
  });

  test('still goes to / when the sign-out call fails', async ({ page }) => {
    await login(page, 'member', { fresh: true });
    await page.route('**/api/logout', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/logout');
    await hydrated(page);
    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Logged Out Successfully' })).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 5_000 });
  });
});

test("an unknown path shows the 404 page: alone for a visitor, in the app's frame for a member", async ({
  page,
}) => {
  const notFound = page.getByRole('heading', { name: '404 Page Not Found' });
  await page.goto('/no-such-page');
  await expect(notFound).toBeVisible();
  await expect(page.getByText('There is no page at this address.', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();

  await login(page, 'member');
  await page.goto('/admin/nothing-here');
  await expect(notFound).toBeVisible();
  // The menu leads on from here, and the way back is the member's dashboard.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
});
