import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('search', 'routes/search.tsx'),
    route('tags/:id', 'routes/tag.tsx'),
    route('titles/:id', 'routes/title.tsx'),
    route('my', 'routes/my.tsx'),
    route('entry', 'routes/entry.tsx'),
    route('entry/premium', 'routes/entry-premium.tsx'),
    route('episodes/:id/purchase_confirm', 'routes/purchase-confirm.tsx'),
    route('episodes/:id/purchase_thanks', 'routes/purchase-thanks.tsx'),
    route('my/purchased', 'routes/my-purchased.tsx'),
    route('support/inquiry', 'routes/support-inquiry.tsx'),
    route('free', 'routes/free.tsx'),
    route('rankings', 'routes/rankings.tsx'),
    route('rankings/titles', 'routes/rankings-titles.tsx'),
    route('middle', 'routes/middle.tsx'),
    route('premium', 'routes/premium.tsx'),
    route('portal', 'routes/portal.tsx'),
    route('youth', 'routes/youth.tsx'),
    route('new_episodes', 'routes/new-episodes.tsx'),
    route('new_general_titles', 'routes/new-general-titles.tsx'),
    route('recommended_titles', 'routes/recommended-titles.tsx'),
    route('section_title_episodes', 'routes/section-title-episodes.tsx'),
    route('exclusive_titles', 'routes/exclusive-titles.tsx'),
    route('advertisement', 'routes/advertisement.tsx'),
    route('guide', 'routes/guide.tsx'),
    route('requirement', 'routes/requirement.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The answer of the age check (a form post; no page of its own).
  route('age_check', 'routes/age-check.ts'),
  // For search engines: resource routes answering XML and plain text.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig;
