import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** An error as node-postgres reports it: a SQLSTATE, or a socket error's code. */
function failure(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

/** As Drizzle wraps the driver's error. */
function wrapped(cause: unknown): Error {
  return new Error('Failed query: select 1\nparams: ', { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a connection exception (class 08)', '08006'],
    ['too many connections (class 53)', '53300'],
    ['the server starting up', '57P03'],
    ['the server shutting down, or the session ended by an operator', '57P01'],
    ['a statement timeout', '57014'],
    ['a lock timeout', '55P03'],
    ['an idle-in-transaction timeout', '25P03'],
    ['a refused connection', 'ECONNREFUSED'],
    ['a reset connection', 'ECONNRESET'],
  ])('counts %s, under Drizzle’s wrapping too', (_what, code) => {
    expect(isDatabaseUnavailable(failure(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(failure(code)))).toBe(true);
  });

  it('counts a refused connection to every address of the host (an AggregateError)', () => {
    const refused = new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it('counts what the driver says without a code about a lost connection or a timed-out wait', () => {
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it.each([
    ['a unique violation', '23505'],
    ['a missing table', '42P01'],
    ['a deadlock, which means locks taken out of order', '40P01'],
    ['a serialization failure', '40001'],
    ['a check constraint', '23514'],
  ])('does not count %s: that is our fault, answered 500', (_what, code) => {
    expect(isDatabaseUnavailable(wrapped(failure(code)))).toBe(false);
  });

  it('does not count other errors, or things that are not errors, and survives a cause that loops', () => {
    const looping = new Error('loop');
    looping.cause = wrapped(looping);
    expect(isDatabaseUnavailable(looping)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Connection terminated unexpectedly, or so'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
