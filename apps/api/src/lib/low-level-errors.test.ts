import { connect } from 'node:net';
import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test/build-test-api.ts';

/** Sends bytes as they are and returns everything the server answers before closing. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('requests Node refuses before Fastify sees them', () => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await buildTestApi();
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const address = api.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    port = address.port;
  });
  afterAll(() => api.close());

  it('answers an unparsable request with the 400 envelope', async () => {
    const answer = parse(await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n'));

    expect(answer).toEqual({ status: 400, body: { code: 4000, message: API_ERRORS.badRequest.message } });
  });

  it('answers a URL beyond the header limit with the 414 envelope', async () => {
    const answer = parse(
      await rawExchange(port, `GET /v1/title/displayables?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: api\r\n\r\n`),
    );

    expect(answer).toEqual({ status: 414, body: { code: 4014, message: API_ERRORS.uriTooLong.message } });
  });

  it('answers headers beyond the limit with 431 in the envelope', async () => {
    const answer = parse(
      await rawExchange(port, `GET /health HTTP/1.1\r\nHost: api\r\nCookie: a=${'a'.repeat(20_000)}\r\n\r\n`),
    );

    expect(answer).toEqual({ status: 431, body: { code: 4031, message: API_ERRORS.badRequest.message } });
  });
});
