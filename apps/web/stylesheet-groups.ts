/**
 * Decision 0065: a guest page blocks its first paint on one stylesheet, not on the ~20 small ones Vite would
 * split by route chunk. Each feature keeps its CSS beside its components and imports it; the client build
 * gathers every viewer stylesheet into one chunk (`viewer`, app.css first because root imports it first) and
 * the console's into a second that only console pages link (`console`). Both are cached across pages, so a
 * second page costs no CSS at all.
 */
const CSS = /\.css$/;
const CONSOLE = /[\\/]features[\\/]console[\\/]/;

export const stylesheetGroups = [
  { name: 'console', test: (id: string) => CSS.test(id) && CONSOLE.test(id), priority: 2 },
  { name: 'viewer', test: (id: string) => CSS.test(id) && !CONSOLE.test(id), priority: 1 },
];
