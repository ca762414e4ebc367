import { type Health, healthSchema } from '@hanabi/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { jsonResponse, successResponse } from '../testing/fake-fetch.ts';
import { testClient } from '../testing/test-client.ts';

describe('success envelope', () => {
  it('is unwrapped to its contents', async () => {
    const { client } = testClient([successResponse({ items: [1, 2] })]);
    await expect(client.get('/v1/notices')).resolves.toEqual({ items: [1, 2] });
  });

  it("returns the schema's output when the contents match", async () => {
    // The schema strips the unknown key, which shows the parsed value is what comes back.
    const { client } = testClient([successResponse({ status: 'ok', database: 'ok', extra: true })]);
    await expect(client.get('/health', { schema: healthSchema })).resolves.toEqual({ status: 'ok', database: 'ok' });
  });

  it('is an ApiError 500 with the validation issues in data when the contents do not match', async () => {
    const { client } = testClient([successResponse({ status: 'ok', database: 'on fire' })]);
    const error = await client.get('/health', { schema: healthSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, data: { issues: [expect.objectContaining({ path: ['database'] })] } });
  });

  it('is typed by the schema, and unknown without one', () => {
    // Checked by tsc; the functions are never called.
    const { client } = testClient([]);
    expectTypeOf(() => client.get('/health', { schema: healthSchema })).returns.resolves.toEqualTypeOf<Health>();
    expectTypeOf(() => client.get('/health')).returns.resolves.toEqualTypeOf<unknown>();
    expectTypeOf(client.getHealth).returns.resolves.toEqualTypeOf<Health>();
  });

  it('resolves a 204 answer to undefined', async () => {
    const { client } = testClient([new Response(null, { status: 204 })]);
    await expect(client.delete('/v1/logouts')).resolves.toBeUndefined();
  });

  it('accepts null contents', async () => {
    const { client } = testClient([jsonResponse(200, { code: 2000, contents: null })]);
    await expect(client.delete('/v1/users/hidden_titles/3')).resolves.toBeNull();
  });
});
