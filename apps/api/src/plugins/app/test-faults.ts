/**
 * Fault injection for the end-to-end tests, in the spirit of crash-points.ts: with HANABI_TEST_HOOKS=true,
 * a request carrying the cookie `hanabi_test_fault=unavailable` is answered exactly as while the database
 * cannot serve — 503 with the congestion message (code 5003). The web's server rendering forwards the
 * viewer's cookies, so a browser that holds the cookie sees the product's own congestion page, with nothing
 * of the page mocked. Production refuses the setting (config.ts); without it the plugin is not registered.
 */
import { ApiError } from '../../lib/api-error.ts';
import { appPlugin } from '../../lib/plugin.ts';

export const TEST_FAULT_COOKIE = 'hanabi_test_fault';

/** The failures a test may ask for, by cookie value, and the API error each one is answered with. */
const FAULTS = { unavailable: 'unavailable' } as const;

function isFault(value: string | undefined): value is keyof typeof FAULTS {
  return value !== undefined && Object.hasOwn(FAULTS, value);
}

export const testFaultsPlugin = appPlugin(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const fault = request.cookies[TEST_FAULT_COOKIE];
      if (isFault(fault)) throw new ApiError(FAULTS[fault]);
    });
  },
  { name: 'test-faults', dependencies: ['cookie', 'error-handling'] },
);
