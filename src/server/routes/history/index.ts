import type { FastifyPluginAsync } from 'fastify';

/** Routes of the integrity slice (placeholder until that slice lands). */
const routes: FastifyPluginAsync = async () => {};

export default routes;
