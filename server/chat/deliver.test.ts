// One post against a local fake webhook: the service's answer read back in words, which failures are
// worth another try, a redirect never followed, a deadline, and no post to a private address.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeWebhook, type FakeWebhook } from '../test/fake-webhook';
import { deliver, type DeliveryTarget } from './deliver';

let hook: FakeWebhook;
let target: DeliveryTarget;
const payload = { content: 'Huddle is connected' };

beforeAll(async () => {
  hook = await startFakeWebhook();
  target = { kind: 'discord', url: `${hook.origin}/api/webhooks/1/abc`, allowedOrigins: [hook.origin] };
});
afterAll(() => hook.close());
beforeEach(() => {
  hook.requests.length = 0;
});

const send = (timeoutMs = 5000) => deliver(target, payload, { timeoutMs });

describe('delivering a post', () => {
  it('posts the JSON body and reports what the service answered', async () => {
    hook.answer({ status: 204 });
    expect(await send()).toEqual({ ok: true, transient: false, response: 'HTTP 204' });
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]).toMatchObject({ path: '/api/webhooks/1/abc', body: payload });
    expect(hook.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('reads the services’ error messages, and retries only what may pass on a second try', async () => {
    hook.answer({ status: 404, body: '{"message": "Unknown Webhook", "code": 10015}' });
    expect(await send()).toEqual({ ok: false, transient: false, response: 'HTTP 404: Unknown Webhook' });
    hook.answer({ status: 400, body: '{"meta": {"code": 400, "errors": ["bot_id is invalid"]}}' });
    expect(await send()).toMatchObject({ transient: false, response: 'HTTP 400: bot_id is invalid' });
    hook.answer({ status: 403, body: 'action_prohibited' });
    expect(await send()).toMatchObject({ transient: false, response: 'HTTP 403: action_prohibited' });
    for (const status of [500, 502, 503, 429]) {
      hook.answer({ status, body: 'busy' });
      expect(await send(), String(status)).toEqual({
        ok: false,
        transient: true,
        response: `HTTP ${status}: busy`,
      });
    }
  });

  it('never follows a redirect: the redirect is the answer, and its target is not asked', async () => {
    hook.answer({ status: 302, headers: { location: `${hook.origin}/elsewhere` } }, { status: 204 });
    const delivery = await send();
    expect(delivery.ok).toBe(false);
    expect(delivery.transient).toBe(false);
    expect(delivery.response).toMatch(/^HTTP 302 .*redirect to .*\/elsewhere, not followed/);
    expect(hook.requests.map((r) => r.path)).toEqual(['/api/webhooks/1/abc']);
  });

  it('gives up on a service that does not answer within the deadline (worth another try)', async () => {
    hook.answer('hang');
    expect(await send(200)).toEqual({ ok: false, transient: true, response: 'No answer within 0.2 s.' });
  });

  it('does not post to a service host that resolves to a private address, nor to an origin no longer listed', async () => {
    const discord = {
      kind: 'discord' as const,
      url: 'https://discord.com/api/webhooks/1/abc',
      allowedOrigins: [],
    };
    const lookups: string[] = [];
    const lookup = async (host: string) => (lookups.push(host), ['10.0.0.7']);
    expect(await deliver(discord, payload, { timeoutMs: 1000, lookup })).toEqual({
      ok: false,
      transient: false,
      response: 'discord.com resolves to a private address.',
    });
    expect(lookups).toEqual(['discord.com']);
    const unlisted = await deliver({ ...target, allowedOrigins: [] }, payload, { timeoutMs: 1000 });
    expect(unlisted).toMatchObject({ ok: false, transient: false });
    expect(unlisted.response).toMatch(/no longer accepted: it must use https/);
    expect(hook.requests).toEqual([]);
  });
});

describe('the connection', () => {
  it('goes to the address the host was resolved to for the check, resolving it once', async () => {
    // A name nothing else resolves: the post can only arrive if the connection used the answer given.
    const origin = hook.origin.replace('127.0.0.1', 'webhook.test');
    const lookups: string[] = [];
    const lookup = async (host: string) => (lookups.push(host), ['127.0.0.1']);
    hook.answer({ status: 204 });
    const delivery = await deliver(
      { kind: 'discord', url: `${origin}/api/webhooks/1/abc`, allowedOrigins: [origin] },
      payload,
      { timeoutMs: 5000, lookup },
    );
    expect(delivery).toEqual({ ok: true, transient: false, response: 'HTTP 204' });
    expect(lookups).toEqual(['webhook.test']);
    expect(hook.requests).toHaveLength(1);
    // The service still sees its own name.
    expect(hook.requests[0]!.headers.host).toBe(new URL(origin).host);
  });

  it('reads the start of an answer that never ends, and hangs up', async () => {
    const hangUps = hook.hangUps();
    hook.answer({ status: 500, endless: 'x'.repeat(1024) });
    expect(await send()).toEqual({ ok: false, transient: true, response: `HTTP 500: ${'x'.repeat(300)}…` });
    await vi.waitFor(() => expect(hook.hangUps()).toBe(hangUps + 1));
  });
});
