/**
 * A browser for `app.inject` tests: it keeps cookies, sends the service's Origin with form posts, and
 * submits forms of the page it last loaded the way a browser does — with their hidden fields (form token,
 * design, destination), the values already filled in, and what a viewer types.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

export function decodeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

/** The values a browser would send from the form posting to `action` in `html`, before anyone types. */
export function formValues(html: string, action: string): Record<string, string> {
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .find((candidate) => attribute(candidate.slice(0, candidate.indexOf('>') + 1), 'action') === action);
  if (!form) throw new Error(`no form posting to ${action} on the page:\n${html}`);
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, 'name');
    // Like a browser: of radio buttons and checkboxes, only the checked ones are sent.
    const unchecked = /\stype="(radio|checkbox)"/.test(input) && !/\schecked=""/.test(input);
    if (name && !unchecked) fields[name] = attribute(input, 'value') ?? '';
  }
  for (const [, tag = '', text = ''] of form.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(tag, 'name');
    if (name) fields[name] = decodeHtml(text);
  }
  return fields;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** The body of the last HTML page loaded. */
  page = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    private readonly remoteAddress = '203.0.113.10',
  ) {}

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    if (String(response.headers['content-type']).startsWith('text/html')) this.page = response.body;
    return response;
  }

  private async request(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: string,
  ): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    return this.keep(response);
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.request('GET', url, headers);
  }

  /** Posts exactly these fields (no hidden fields added), with the service's Origin unless told otherwise. */
  post(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = { origin: this.origin },
  ): Promise<LightMyRequestResponse> {
    const form = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
    return this.request('POST', url, form, new URLSearchParams(fields).toString());
  }

  /** Submits the form of the current page that posts to `action`, with `typed` filled in. */
  submit(
    action: string,
    typed: Record<string, string> = {},
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.post(action, { ...formValues(this.page, action), ...typed }, { origin: this.origin, ...extraHeaders });
  }
}
