/** Test support: what a route's meta function puts in the page's head. */
import type { MetaDescriptor } from 'react-router';

/** The head of a route whose meta reads nothing of its arguments. */
export const metaOf = (meta: (args: never) => unknown) => meta({} as never) as Array<Record<string, string>>;

/** The page title among the head's descriptors. */
export function metaTitle(descriptors: readonly MetaDescriptor[]): unknown {
  const found = descriptors.find((descriptor) => 'title' in descriptor);
  return found && 'title' in found ? found.title : undefined;
}

/** A meta function's arguments for the page at `path`, with its loader data. */
export const metaArgs = (path: string, loaderData: unknown = null) =>
  ({ matches: [], location: { pathname: path }, loaderData }) as never;
