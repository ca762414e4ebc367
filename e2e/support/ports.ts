/**
 * Ports of their own, so the suite runs beside a product started with `npm start`. E2E_PORT_OFFSET shifts
 * all three, so that two checkouts (or two engineers on one machine) can run the suite at once: the three
 * lie a thousand apart, so any two offsets below 1,000 never give one checkout's port to another.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = { web: 3300 + offset, api: 4300 + offset, accounts: 5300 + offset } as const;
