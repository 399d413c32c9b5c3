import type { FastifyRequest } from 'fastify';
import type { VerifiedToken } from '../auth/tokens';
import type { Requester } from './queue';

/** Who asks, for the bounded queues: the session (the client's address without one) and the account. */
export const requester = (request: FastifyRequest): Requester => (request.auth ? requesterOf(request.auth) : { session: `address ${request.ip}`, account: `address ${request.ip}` });

/** The same for a signed-in caller's claims. */
export const requesterOf = (claims: Pick<VerifiedToken, 'sessionId' | 'accountId'>): Requester => ({ session: claims.sessionId, account: `account ${claims.accountId}` });
