/** Ports of their own, so the suite runs beside a product started with `npm start`. */
export const E2E_PORTS = { web: 3300, api: 4300, accounts: 4400 } as const;
