/**
 * The page frame of the sign-in service, and the API every page (sign-in and billing) is built with:
 *
 * - `renderDocument({ title, design, webOrigin, body })` → a complete HTML page (string) in the branding of
 *   `design`: header with the service name linking back to the web client, `<main>` holding `body`.
 * - `design.ts`: `designFromQuery(value)` (0/1/2, default anime 1) and `BRANDS`.
 * - `sign-in-flow.ts`: `flowFrom(request.query | request.body)` → `{ design, destination }`, and
 *   `flowHref(path, flow, extra?)` for links that keep both.
 * - `form.tsx`: `PostForm` (hidden `_csrf`, `design`, `destination`), `FormField`, `TextAreaField`,
 *   `ErrorSummary`, `SubmitButton`; `FieldErrors` comes from `forms/field-errors.ts`.
 * - `message-page.tsx`: `renderMessagePage(webOrigin, { title, message, design?, links?, children? })`, `LinkList`.
 * - `send-page.ts`: `sendPage(reply, html, statusCode = 200)`; `form-input.ts`: `formText(request.body, name)`.
 *
 * Pages are server-rendered with renderToStaticMarkup and work without JavaScript; the service sends none.
 */
import type { DesignType } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRANDS, DEFAULT_DESIGN } from './design.ts';

const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; background: #0f1020;
    color: #f3f3f7; line-height: 1.8; }
  header { border-bottom: 1px solid #2a2c48; }
  header a { display: inline-block; padding: 0.75rem 1.25rem; font-weight: 700; font-size: 1.125rem;
    color: var(--accent); text-decoration: none; }
  main { max-width: 30rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
  h1 { font-size: 1.5rem; line-height: 1.4; margin: 0 0 1rem; }
  a { color: var(--accent); }
  form { display: grid; gap: 1.25rem; margin: 1.5rem 0; }
  label { display: block; font-weight: 700; }
  input, textarea { width: 100%; margin-top: 0.25rem; padding: 0.625rem 0.75rem; font: inherit; color: inherit;
    background: #1a1c33; border: 1px solid #4a4d75; border-radius: 0.5rem; }
  textarea { min-height: 10rem; resize: vertical; }
  input:focus-visible, textarea:focus-visible, button:focus-visible, a:focus-visible {
    outline: 3px solid var(--accent); outline-offset: 2px; }
  [aria-invalid="true"] { border-color: #ff8f8f; }
  .hint { margin: 0.25rem 0 0; font-size: 0.875rem; color: #c5c6d8; }
  .field-error { margin: 0.25rem 0 0; font-size: 0.875rem; color: #ff9d9d; font-weight: 700; }
  .error-summary { padding: 1rem 1.25rem; border: 2px solid #ff8f8f; border-radius: 0.5rem; background: #2a1624; }
  .error-summary h2 { font-size: 1rem; margin: 0 0 0.5rem; }
  .error-summary ul { margin: 0; padding-left: 1.25rem; }
  .error-summary a { color: #ffc4c4; }
  button { width: 100%; padding: 0.75rem 1rem; font: inherit; font-weight: 700; color: #111322;
    background: var(--accent); border: 0; border-radius: 999px; cursor: pointer; }
  .links { padding: 0; list-style: none; display: grid; gap: 0.5rem; }
  .mail { border-top: 1px solid #2a2c48; margin-top: 1.5rem; padding-top: 1rem; }
  .mail h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0 1rem; margin: 0 0 0.5rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; padding: 1rem;
    background: #1a1c33; border-radius: 0.5rem; }
`;

export interface DocumentOptions {
  /** The page's own title; the tab reads `<title> | <service name>`. */
  title: string;
  /** Whose branding to show; the anime service's when omitted. */
  design?: DesignType;
  /** The web client: the header's service name leads back to it. */
  webOrigin: string;
  body: ReactNode;
}

/** Renders a complete Japanese HTML page of the sign-in service. */
export function renderDocument({ title, design = DEFAULT_DESIGN, webOrigin, body }: DocumentOptions): string {
  const brand = BRANDS[design];
  const html = renderToStaticMarkup(
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${brand.serviceName}`}</title>
        <link rel="icon" href={`${webOrigin}/favicon.svg`} type="image/svg+xml" />
        <style>{`:root { --accent: ${brand.accent}; }${styles}`}</style>
      </head>
      <body>
        <header>
          <a href={`${webOrigin}/`}>{brand.serviceName}</a>
        </header>
        <main>{body}</main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}
