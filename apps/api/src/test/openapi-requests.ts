/**
 * Requests for the operations of the API's own /openapi.json, for the hostile-input property test: every
 * input of an operation gets a plausible value (one its schema accepts, so that the request reaches the
 * route), except one or two that get a hostile value — the way one bad field hides behind good ones.
 */
import {
  encodeUrlComponent,
  hostileBodyText,
  hostileHeaderValue,
  hostileJson,
  hostileParameter,
  hostileQuery,
  hostileText,
  oddContentType,
  oddMethod,
} from '@hanabi/contract/testing';
import fc from 'fast-check';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** The path template, e.g. `/v1/titles/{id}`. */
  path: string;
  pathParameters: Array<{ name: string; schema: JsonSchema }>;
  queryParameters: Array<{ name: string; schema: JsonSchema }>;
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = (where: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map(({ name, schema = {} }) => ({ name, schema }));
      return {
        method: method.toUpperCase(),
        path,
        pathParameters: parameters('path'),
        queryParameters: parameters('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** A value the schema accepts; ids small enough to name rows of the seeded test database. */
function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausibleText));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): the paths of this site are made of letters.
      return fc.stringMatching(/^\/[a-z]{1,12}$/);
    }
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = Math.max(schema.minimum ?? 1, 1);
    return fc.integer({ min, max: Math.min(schema.maximum ?? 300, Math.max(min, 300)) }).map(String);
  }
  if (schema.type === 'boolean') return fc.constantFrom('true', 'false');
  return fc.string({ minLength: Math.max(schema.minLength ?? 1, 1), maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function plausibleJson(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.properties) {
    return fc.record(
      Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, plausibleJson(value)])),
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') return plausibleText(schema).map(Number);
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'string' && !schema.enum && !schema.pattern) return fc.string({ minLength: 12, maxLength: 60 });
  return plausibleText(schema);
}

/** A JSON body of the operation's shape with one field hostile, or a body that is hostile as a whole. */
function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const whole = fc.oneof(
    hostileBodyText,
    hostileJson.map((value) => JSON.stringify(value)),
  );
  if (schema === undefined || keys.length === 0) return whole;
  const oneField = fc
    .tuple(plausibleJson(schema), fc.constantFrom(...keys), hostileJson)
    .map(([body, key, value]) => JSON.stringify({ ...(body as object), [key]: value }));
  return fc.oneof({ weight: 2, arbitrary: oneField }, { weight: 1, arbitrary: whole });
}

/** The inputs of a request that may be made hostile. */
export type Slot = `path:${string}` | `query:${string}` | 'query:*' | 'body' | 'method' | 'headers';

/** Every input of the operation: its path and query parameters, further parameters, body, method and headers. */
export function slotsOf(operation: Operation): Slot[] {
  return [
    ...operation.pathParameters.map(({ name }) => `path:${name}` as const),
    ...operation.queryParameters.map(({ name }) => `query:${name}` as const),
    'query:*',
    'body',
    'method',
    'headers',
  ];
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface RequestContext {
  /** The origin the web client calls from (the state-changing calls' Origin). */
  webOrigin: string;
  /** A festa_auth cookie of a member, so that member routes are reached too. */
  memberToken: string;
}

/** A request of the operation whose `target` input is hostile, and now and then one more. */
export function hostileRequestFor(operation: Operation, target: Slot, { webOrigin, memberToken }: RequestContext) {
  const slots = slotsOf(operation);
  // Mostly left out, which every query parameter allows: the hostile one then meets few other refusals.
  const optionalQuery = (schema: JsonSchema) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: plausibleText(schema) });

  return fc
    .record({
      also: fc.option(fc.constantFrom(...slots), { nil: target, freq: 4 }),
      path: fc.record(
        Object.fromEntries(
          operation.pathParameters.map(({ name, schema }) => [name, fc.tuple(plausibleText(schema), hostileText)]),
        ),
      ),
      query: fc.record(
        Object.fromEntries(
          operation.queryParameters.map(({ name, schema }) => [
            name,
            fc.tuple(optionalQuery(schema), hostileParameter),
          ]),
        ),
      ),
      extraQuery: fc.dictionary(hostileText, hostileParameter, { minKeys: 1, maxKeys: 2 }),
      plausibleBody: operation.body
        ? plausibleJson(operation.body).map((value) => JSON.stringify(value))
        : fc.constant(undefined),
      hostileBody: hostileBody(operation.body),
      oddMethod,
      oddContentType,
      oddHeaders: fc.dictionary(
        fc.constantFrom(
          'x-debug-time',
          'origin',
          'cookie',
          'accept',
          'x-forwarded-for',
          'anime-user-tracking-id',
          'range',
        ),
        hostileHeaderValue,
        { minKeys: 1, maxKeys: 3 },
      ),
      signedIn: fc.boolean(),
    })
    .map((input): HostileRequest => {
      const isHostile = (slot: Slot) => slot === target || slot === input.also;
      const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
        const [plausible, hostile] = input.path[name] ?? ['', ''];
        return encodeUrlComponent(isHostile(`path:${name}`) ? hostile : plausible);
      });
      const query = hostileQuery({
        ...(isHostile('query:*') ? input.extraQuery : {}),
        ...Object.fromEntries(
          Object.entries(input.query).map(([name, [plausible, hostile]]) => [
            name,
            isHostile(`query:${name}`) ? hostile : plausible,
          ]),
        ),
      });
      // The web client's call headers, so that requests get past the CSRF defence (decision 0011).
      const headers: Record<string, string> = {
        origin: webOrigin,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        ...(input.signedIn ? { cookie: `festa_auth=${memberToken}` } : {}),
        ...(isHostile('headers') ? { 'content-type': input.oddContentType, ...input.oddHeaders } : {}),
      };
      const payload = isHostile('body') ? input.hostileBody : input.plausibleBody;
      return {
        method: isHostile('method') ? input.oddMethod : operation.method,
        url: query === '' ? path : `${path}?${query}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    });
}
