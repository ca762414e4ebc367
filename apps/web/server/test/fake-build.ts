import type { RouterContextProvider, ServerBuild } from 'react-router';
import { describeError } from '../../app/features/error-page/error-content.ts';
import { serverRequestInfoContext } from '../../app/lib/load-context.ts';
import { refusedRequestMiddleware } from '../../app/lib/refused-request.server.ts';

/**
 * The smallest server bundle React Router accepts: one root route, with the app's refused-request middleware,
 * whose loader reports what the load context holds, any other path under it (as the app's not-found route
 * takes every path), and an entry that answers as JSON instead of rendering React — the loader data, or what
 * the error page would show (`describeError` of the route's error).
 */
/** Reads the posted form, as a page's action does. */
async function receiveForm({ request }: { request: Request }) {
  return { received: (await request.formData()).get('note') };
}

/** A page streamed in two parts a second apart, as React streams a page whose data comes late. */
export const SLOW_PAGE_PATH = '/slow-page';

function slowPage(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode('<p>first part</p>'));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      controller.enqueue(encoder.encode('<p>late part</p>'));
      controller.close();
    },
  });
}

export function fakeBuild(clientDir: string): ServerBuild {
  const rootModule = {
    default: () => null,
    middleware: [refusedRequestMiddleware],
    loader: ({ context }: { context: RouterContextProvider }) => {
      const info = context.get(serverRequestInfoContext);
      return {
        apiInternalUrl: info?.env.API_INTERNAL_URL,
        viewerUrl: info?.viewer.url,
        viewerCookie: info?.viewer.headers.get('cookie'),
        viewerAddress: info?.viewer.clientAddress,
        cspNonce: info?.cspNonce,
      };
    },
    action: receiveForm,
  };
  const entryModule = {
    default: (
      request: Request,
      status: number,
      headers: Headers,
      routerContext: { staticHandlerContext: { loaderData: unknown; errors: Record<string, unknown> | null } },
    ) => {
      if (new URL(request.url).pathname === SLOW_PAGE_PATH) return new Response(slowPage(), { status, headers });
      const { loaderData, errors } = routerContext.staticHandlerContext;
      const error = errors ? Object.values(errors)[0] : undefined;
      return Response.json(error === undefined ? loaderData : { errorPage: describeError(error) }, { status, headers });
    },
  };
  return {
    entry: { module: entryModule },
    routes: {
      root: { id: 'root', path: '', module: rootModule },
      page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null, action: receiveForm } },
    },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root.js', hasLoader: true, hasAction: true },
        page: { id: 'page', parentId: 'root', path: '*', module: '/assets/page.js', hasLoader: false, hasAction: true },
      },
      url: '/assets/manifest.js',
      version: 'test',
    },
    assetsBuildDirectory: clientDir,
    publicPath: '/',
    basename: '/',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
