import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Called after the server sent an answer, with the request and the reply it got. */
export type AnswerObserver = (request: FastifyRequest, reply: FastifyReply) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Has `observer` see every answer of the server, whichever feature's route sent it. */
    observeEveryAnswer(observer: AnswerObserver): void;
  }
}

/**
 * A hook a feature adds sees only its own routes (Fastify encapsulates each feature);
 * this one, on the root, hands every answer, 404s included, to what features observe
 * (the request metrics of the health feature).
 */
export function shareEveryAnswer(app: FastifyInstance): void {
  const observers: AnswerObserver[] = [];
  app.decorate('observeEveryAnswer', (observer: AnswerObserver) => {
    observers.push(observer);
  });
  app.addHook('onResponse', async (request, reply) => {
    for (const observer of observers) observer(request, reply);
  });
}
