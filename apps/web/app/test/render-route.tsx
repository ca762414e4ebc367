/** Test support: server-renders a route module's component the way the app does, with its loader data. */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, MemoryRouter } from 'react-router';

/** Renders a route component in a data router (its hooks need one) with `loaderData`, at `path`. */
export function renderRoute(Component: ComponentType<never>, loaderData: unknown, path = '/'): string {
  const RouteComponent = Component as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    { id: 'page', path: path.split('?')[0], Component: RouteComponent, loader: () => loaderData },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />);
}

/** Renders a route component given its loader data as props, as the document request does, at `path`. */
export function renderWithProps(Component: ComponentType<never>, loaderData: unknown, path = '/'): string {
  const RouteComponent = Component as ComponentType<Record<string, unknown>>;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <RouteComponent loaderData={loaderData} params={{}} matches={[]} />
    </MemoryRouter>,
  );
}

/** The same after a form post: the page as the action's answer `actionData` left it. */
export function renderRouteAfterPost(
  Component: ComponentType<never>,
  loaderData: unknown,
  actionData: unknown,
  path = '/',
): string {
  const RouteComponent = Component as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    { id: 'page', path: path.split('?')[0], Component: RouteComponent, loader: () => loaderData },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { page: loaderData }, actionData: { page: actionData } }}
    />,
  );
}
