import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('titles/:id', 'routes/title.tsx'),
    route('my', 'routes/my.tsx'),
    route('entry', 'routes/entry.tsx'),
    route('entry/premium', 'routes/entry-premium.tsx'),
    route('episodes/:id/purchase_confirm', 'routes/purchase-confirm.tsx'),
    route('episodes/:id/purchase_thanks', 'routes/purchase-thanks.tsx'),
    route('my/purchased', 'routes/my-purchased.tsx'),
    route('support/inquiry', 'routes/support-inquiry.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The answer of the age check (a form post; no page of its own).
  route('age_check', 'routes/age-check.ts'),
] satisfies RouteConfig;
