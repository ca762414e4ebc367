import type { FastifyReply, FastifyRequest } from 'fastify';
import { flowFrom, type SignInFlow } from './sign-in-flow.ts';

/** What every page of a sign-in flow is rendered with. */
export interface PageContext {
  webOrigin: string;
  flow: SignInFlow;
}

/** …and a page holding a form. */
export interface FormPageContext extends PageContext {
  csrfToken: string;
}

/** The context of this request: the flow from the query (GET) or the submitted form (POST), a form token. */
export async function formPageContext(
  request: FastifyRequest,
  reply: FastifyReply,
  webOrigin: string,
): Promise<FormPageContext> {
  return {
    webOrigin,
    flow: flowFrom(request.method === 'GET' ? request.query : request.body),
    csrfToken: await reply.generateCsrf(),
  };
}
