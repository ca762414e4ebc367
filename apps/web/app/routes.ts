import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('titles/:id', 'routes/title.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
