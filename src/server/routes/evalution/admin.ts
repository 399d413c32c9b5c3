import type { FastifyPluginAsync } from 'fastify';

/** Routes of the admin console slice (placeholder until that slice lands). */
const routes: FastifyPluginAsync = async () => {};

export default routes;
