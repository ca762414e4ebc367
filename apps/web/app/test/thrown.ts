/** Test support: what a loader or its middleware threw, read as the browser or the error page meets it. */

interface RouteError {
  data: unknown;
  init: ResponseInit | null;
}

/** What `run` threw; fails the test when it threw nothing. */
async function caught(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('the loader did not throw');
}

/** A route error's status and data (`data(…, { status })`); for a redirect, its status and Location. */
export async function routeErrorOf(run: () => unknown): Promise<{ status: number | undefined; data: unknown }> {
  const thrown = await caught(run);
  if (thrown instanceof Response) return { status: thrown.status, data: thrown.headers.get('Location') };
  const routeError = thrown as RouteError;
  return { status: routeError.init?.status, data: routeError.data };
}

/** A redirect (where the browser at `origin` goes) or a route error (its data). */
export async function outcomeOf(run: () => unknown, origin: string) {
  const thrown = await caught(run);
  if (thrown instanceof Response) {
    return { status: thrown.status, location: new URL(thrown.headers.get('Location') ?? '', origin), data: null };
  }
  const { data, init } = thrown as RouteError;
  return { status: init?.status, location: null, data };
}

/** The redirect `run` threw, as the browser at `origin` follows it; anything else it threw fails the test. */
export async function redirectOf(run: () => unknown, origin: string): Promise<{ status: number; location: URL }> {
  const thrown = await caught(run);
  if (!(thrown instanceof Response)) throw thrown;
  return { status: thrown.status, location: new URL(thrown.headers.get('Location') ?? '', origin) };
}
