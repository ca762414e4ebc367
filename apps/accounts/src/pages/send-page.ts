import type { FastifyReply } from 'fastify';

/**
 * Answers with a rendered page. `no-store`: pages of this service hold form tokens and personal details, and
 * the back button must not show a signed-in page after logout.
 */
export function sendPage(reply: FastifyReply, html: string, statusCode = 200): FastifyReply {
  return reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
