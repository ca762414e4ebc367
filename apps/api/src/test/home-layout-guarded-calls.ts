/**
 * The home order's rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * each /admin/v1/home_layouts call with a layout of its own and a valid body, so that a role the matrix allows
 * gets 200 and any other 403.
 */
import { DEFAULT_HOME_SECTION_SLOTS } from '@hanabi/contract';
import { type AppDatabase, homeLayouts } from '@hanabi/db';
import { daysFromNow } from './catalogue-fixtures.ts';

async function aLayout(db: AppDatabase): Promise<number> {
  const [row] = await db
    .insert(homeLayouts)
    .values({ sections: DEFAULT_HOME_SECTION_SLOTS, startsAt: daysFromNow(1) })
    .returning({ id: homeLayouts.id });
  if (!row) throw new Error('layout not inserted');
  return row.id;
}

const layoutForm = () => ({ sections: DEFAULT_HOME_SECTION_SLOTS, starts_at: daysFromNow(1).toISOString() });
const read = 'catalogue:read' as const;
const write = 'editorial:write' as const;

export const HOME_LAYOUT_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/home_layouts', permission: read, target: async () => 1 },
  { method: 'GET', path: () => '/admin/v1/home_layouts/current', permission: read, target: async () => 1 },
  { method: 'GET', path: (id: number) => `/admin/v1/home_layouts/${id}`, permission: read, target: aLayout },
  { method: 'POST', path: () => '/admin/v1/home_layouts', body: layoutForm, permission: write, target: async () => 1 },
  { method: 'DELETE', path: (id: number) => `/admin/v1/home_layouts/${id}`, permission: write, target: aLayout },
] as const;
