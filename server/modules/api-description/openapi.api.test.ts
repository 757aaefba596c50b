// The API's description (GET /api/openapi.json) against Fastify's own route table, so a route added
// without schemas fails here: every /api route is described with a summary, a tag, its parameters and
// its answer; every declared request part refuses a bad value with a 400 naming the field; visitors
// get a 401.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PARAMS, fillPath, paramNames, routeKey } from '../../reliability/route-urls';
import { createTestApp, type TestApp } from '../../test/harness';

// A request per declared part of every route: allow for a slow, shared machine (no timing asserted).
vi.setConfig({ testTimeout: 90_000 });

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
}
interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface Description {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The statuses the API answers without a body (Discord's and GroupMe's webhooks, deletions). */
const NO_BODY = ['202', '204'];

let t: TestApp;
let owner: string;
let description: Description;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('owner');
  const answer = await t.app.inject({ url: '/api/openapi.json', headers: { cookie: owner } });
  expect(answer.statusCode).toBe(200);
  description = answer.json<Description>();
});
afterAll(() => t?.close());

/** A route's operation in the description (`:name` is `{name}` there). */
const operationOf = (method: string, url: string): Operation | undefined =>
  description.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

/** The first property of a body schema (of its first shape, for a body of two shapes). */
function firstProperty(schema: JsonSchema): string | undefined {
  const shape = schema.properties ? schema : (schema.anyOf ?? schema.oneOf)?.[0];
  return shape?.properties ? Object.keys(shape.properties)[0] : undefined;
}

/** A text a path or query value of this schema refuses; undefined when any text is accepted. */
function refusedText(schema: JsonSchema): string | undefined {
  const accepts = [schema.type].flat();
  if (schema.enum || schema.pattern || schema.format || accepts.some((type) => type !== 'string')) {
    // Spaces and a '!' are in no id, year, number or name of a choice.
    return 'not a value!';
  }
  if ((schema.minLength ?? 0) > 1) return 'x';
  return undefined;
}

describe('GET /api/openapi.json', () => {
  it('is for signed-in members: a visitor gets 401', async () => {
    const answer = await t.app.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Please sign in.' });
  });

  it('describes the API as OpenAPI 3.1', () => {
    expect(description.openapi).toBe('3.1.0');
  });

  it('describes every /api route of the route table, with a summary and its module as tag', () => {
    const missing = t.app.routeTable
      .filter(({ method, url }) => {
        const operation = operationOf(method, url);
        return !operation?.summary || operation.tags?.length !== 1;
      })
      .map(routeKey);
    expect(missing).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(100);
  });

  it("describes every route's path parameters and its answer", () => {
    const undescribed = t.app.routeTable
      .filter(({ method, url }) => {
        const operation = operationOf(method, url)!;
        const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const answer = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
        // An answer without a body (common/ok.ts, noContentSchema) is described by its status alone.
        const described =
          answer !== undefined && (answer[1].content !== undefined || NO_BODY.includes(answer[0]));
        return inPath.join() !== paramNames(url).join() || !described;
      })
      .map(routeKey);
    expect(undescribed).toEqual([]);
  });

  it('refuses a bad value of every declared body, query and path parameter with a 400 naming it', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, url } of t.app.routeTable) {
      const operation = operationOf(method, url)!;
      const send = async (what: string, field: string, request: { url: string; payload?: object }) => {
        checked += 1;
        const answer = await t.app.inject({
          method: method as 'POST',
          headers: { cookie: owner },
          ...request,
        });
        const message = answer.statusCode === 400 ? answer.json<{ message: string }>().message : '';
        if (!message.startsWith(`Invalid ${field}`)) {
          wrong.push(`${method} ${url} ${what} ${field}: ${answer.statusCode} ${message}`);
        }
      };
      const body = operation.requestBody?.content['application/json']?.schema;
      const field = body && firstProperty(body);
      // A list inside a list is no field's value: not a text, a number, an object nor a list of them.
      if (field) await send('body', field, { url: fillPath(url), payload: { [field]: [[]] } });
      for (const parameter of operation.parameters ?? []) {
        const text = refusedText(parameter.schema);
        if (text === undefined) continue;
        const request =
          parameter.in === 'path'
            ? { url: fillPath(url, { ...DEMO_PARAMS, [parameter.name]: text }) }
            : { url: `${fillPath(url)}?${parameter.name}=${encodeURIComponent(text)}` };
        // Writes are sent a body that passes no schema's check later than the parameters'.
        await send(parameter.in, parameter.name, method === 'GET' ? request : { ...request, payload: {} });
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
