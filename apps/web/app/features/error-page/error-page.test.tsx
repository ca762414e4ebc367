import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { linkNames } from '../../test/markup.ts';
import { describeError } from './error-content.ts';
import { ErrorPage } from './error-page.tsx';

function render(error: unknown): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ErrorPage content={describeError(error)} />
    </MemoryRouter>,
  );
}

const routeError = (status: number, data: unknown) => ({ status, statusText: '', internal: false, data });

describe('ErrorPage', () => {
  it('credits the geolocation data on the outside-Japan page only, beside the other service', () => {
    const outside = render(routeError(403, { source: 'api', code: 4003, message: '…' }));
    expect(linkNames(outside)).toContain('IP Geolocation by DB-IP （新しいタブで開きます）');
    expect(outside).toContain('https://db-ip.com');
    const notFound = render(routeError(404, 'Page not found: /x'));
    expect(notFound).not.toContain('DB-IP');
  });
});
