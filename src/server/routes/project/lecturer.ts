import type { FastifyPluginAsync } from 'fastify';

/** Routes of the lecturer and student journeys slice (placeholder until that slice lands). */
const routes: FastifyPluginAsync = async () => {};

export default routes;
