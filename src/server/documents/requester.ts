import type { FastifyRequest } from 'fastify';
import type { Requester } from './queue';

/** Who asks, for the bounded queues: the session (the client's address without one) and the account. */
export const requester = (request: FastifyRequest): Requester => ({
  session: request.auth?.sessionId ?? `address ${request.ip}`,
  account: request.auth ? `account ${request.auth.accountId}` : `address ${request.ip}`,
});
