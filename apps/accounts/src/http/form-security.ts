/**
 * CSRF defence for the service's HTML forms: every POST must come from a page of this service (its
 * Origin, or failing that its Referer, is this service's public origin) and carry the form token of
 * @fastify/csrf-protection (a hidden `_csrf` field tied to a secret cookie). The session cookie is
 * SameSite=Lax as a further layer.
 */
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { renderMessagePage } from '../pages/message-page.tsx';
import { flowFrom } from '../pages/sign-in-flow.ts';

export interface FormSecurityOptions {
  accountsOrigin: string;
  webOrigin: string;
  secureCookies: boolean;
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply, webOrigin: string) {
  return reply
    .code(403)
    .type('text/html; charset=utf-8')
    .send(
      renderMessagePage(webOrigin, {
        title: 'もう一度お試しください',
        message:
          '画面の有効期限が切れたか、正しくない画面から送信されました。お手数ですが、はじめからやり直してください。',
        design: flowFrom(request.body).design,
      }),
    );
}

export const formSecurity = fastifyPlugin<FormSecurityOptions>(
  async (app, { accountsOrigin, webOrigin, secureCookies }) => {
    await app.register(cookie);
    await app.register(formbody, { bodyLimit: 16_384 });
    await app.register(csrf, {
      cookieKey: '_csrf',
      cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookies },
      getToken: (request) => (request.body as { _csrf?: string } | undefined)?._csrf,
    });

    app.addHook('preHandler', (request, reply, done) => {
      if (request.method !== 'POST') return done();
      if (originOf(request) !== accountsOrigin) return void refuse(request, reply, webOrigin);
      app.csrfProtection(request, reply, (error?: Error) => {
        if (error) return void refuse(request, reply, webOrigin);
        done();
      });
    });
  },
  { name: 'form-security' },
);
