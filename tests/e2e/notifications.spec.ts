// Notifications (docs/decisions/0032): a member turns them on from the menu's page (Chromium's
// permission granted by the test; the browser asks nothing until the button is pressed), the device is
// stored (a test push reaches the local push service, which decrypts it with the device's keys), and a
// push handed to the service worker through the DevTools protocol shows a notification whose tap opens
// its page. Headless Chromium has no push service to subscribe with, so this test stubs only the
// browser's pushManager, answering a subscription whose endpoint and keys are the local service's.
import type { Page } from '@playwright/test';
import { pushPayloadSchema } from '../../common/push';
import { spawnServer, type SpawnedServer } from '../../server/test/spawn-server';
import { startFakePushService, type FakePushService } from '../../server/test/fake-push-service';
import { CHROMIUM_ARGS } from './chromium-args';
import { axeViolations, demoAccount, expect, hydrated, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

let push: FakePushService;
let server: SpawnedServer;
test.beforeAll(async () => {
  push = await startFakePushService();
  server = await spawnServer({
    compiled: true,
    env: { NODE_ENV: 'production', PUSH_ENDPOINT_ORIGINS: push.origin, LIVE_SCORING: 'off' },
  });
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await push?.close();
});

/** The browser's pushManager answers this device's subscription (no push service in headless Chromium). */
async function stubPushManager(page: Page, subscription: object): Promise<void> {
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const applicationServerKey = key instanceof Uint8Array ? new Uint8Array(key).buffer : null;
      current = {
        endpoint: (json as { endpoint: string }).endpoint,
        expirationTime: null,
        options: { applicationServerKey, userVisibleOnly: true },
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
        getKey: () => null,
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
}

async function signIn(page: Page): Promise<void> {
  const member = demoAccount('member');
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    data: { sleeperUsername: member.username, pin: member.pin },
  });
  expect(response.status()).toBe(200);
}

test('a member turns notifications on from the menu; the device is stored and takes the test push', async ({
  page,
  context,
}) => {
  const device = push.device('browser');
  await stubPushManager(page, device.subscription);
  await context.grantPermissions(['notifications'], { origin: server.url });
  await signIn(page);

  await page.goto(`${server.url}/`);
  await hydrated(page);
  // The page is one tap away in the menu; nothing was asked on the way.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Add to Home Screen')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('push-device-state')).toHaveText('Notifications are off on this device.');

  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByTestId('push-device-state')).toHaveText('Notifications are on for this device.');

  // Stored for this member: the test reaches the device, decrypted with its keys, signed with the server's.
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect.poll(() => push.received.length).toBe(1);
  expect(push.received[0]!.signatureValid).toBe(true);
  expect(pushPayloadSchema.parse(push.received[0]!.payload).url).toBe('/notifications');
});

// Chromium's headless shell takes the push (ServiceWorker.deliverPushMessage) but shows no notification
// (its permission stays "denied" and getNotifications() answers nothing): this test runs in Debian's
// full Chromium, headless, which shows and lists it as a member's browser does.
test('a push delivered to the worker shows a notification whose tap opens its page', async ({
  playwright,
}) => {
  const browser = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ serviceWorkers: 'allow', timezoneId: 'America/Chicago' });
  const page = await context.newPage();
  try {
    const device = push.device('browser-2');
    await stubPushManager(page, device.subscription);
    await context.grantPermissions(['notifications'], { origin: server.url });
    await signIn(page);
    await page.goto(`${server.url}/notifications`);
    await hydrated(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await hydrated(page);
    // A push delivered to the worker as a push service would hand it over.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'Final: you beat End Zone Dancers',
      body: 'Week 14: Taco Tuesday Titans 120.4, End Zone Dancers 101.0. You won by 19.4.',
      url: '/games/2025/14',
      tag: 'game-2025-14',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        })),
      );
    await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

    // Its tap (the worker's notificationclick, dispatched in the worker: a headless browser shows no
    // notification to tap) brings the open window to the game's page.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      // The worker's own globals (this file is typed for a page).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      try {
        scope.dispatchEvent(
          new scope.NotificationEvent('notificationclick', { notification: notification! }),
        );
      } catch {
        // waitUntil refuses an event the browser did not send; the handler's work has started.
      }
    });
    await expect(page).toHaveURL(`${server.url}/games/2025/14`);
  } finally {
    await browser.close();
  }
});
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`the notification settings page at ${viewport.width} px passes axe and saves a switch`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto(`${server.url}/notifications`);
    await hydrated(page);
    await expect(page.getByRole('switch', { name: 'Trades' })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Weekly recap' }).click();
    await expect(page.getByRole('switch', { name: 'Weekly recap' })).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Weekly recap' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Weekly recap' }).click();
    await expect(page.getByRole('switch', { name: 'Weekly recap' })).toBeChecked();
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `test-results/notifications-${viewport.width}.png`, fullPage: true });
  });
}
