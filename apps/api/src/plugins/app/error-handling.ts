/**
 * Every error, and every unknown route, is answered in the error envelope with the matching status.
 * Unexpected errors are logged with their stack; the stack is never sent.
 */
import { answerFor, isServerFault, toErrorAnswer } from '../../lib/error-answer.ts';
import { appPlugin } from '../../lib/plugin.ts';

export const errorHandlingPlugin = appPlugin(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const answer = toErrorAnswer(error);
      if (answer.status === 503) {
        // The database unreachable or overloaded (decision 0031): a state of the system, not a fault of this
        // request; one warning each, while /health tells monitoring the database is unreachable.
        request.log.warn({ reason: String(error) }, 'request answered 503: service unavailable');
      } else if (isServerFault(answer)) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info(
          { code: answer.body.code, details: answer.body.details, reason: String(error) },
          'request refused',
        );
      }
      return reply.code(answer.status).send(answer.body);
    });

    app.setNotFoundHandler((request, reply) => {
      request.log.info({ method: request.method, url: request.url }, 'no such route');
      const answer = answerFor('notFound');
      return reply.code(answer.status).send(answer.body);
    });
  },
  { name: 'error-handling' },
);
