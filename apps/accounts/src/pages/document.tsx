import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const styles = `
  body { margin: 0; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; background: #0f1020; color: #f3f3f7; }
  main { max-width: 28rem; margin: 0 auto; padding: 3rem 1.25rem; line-height: 1.8; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  a { color: #ffb86b; }
`;

/** Renders a complete Japanese HTML page of the sign-in service. */
export function renderDocument(title: string, body: ReactNode, webOrigin: string): string {
  const html = renderToStaticMarkup(
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | Hanabi アカウント`}</title>
        <link rel="icon" href={`${webOrigin}/favicon.svg`} type="image/svg+xml" />
        <style>{styles}</style>
      </head>
      <body>
        <main>{body}</main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}
