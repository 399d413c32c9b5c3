import type { FastifyPluginAsync } from 'fastify';

const health: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { access: 'public' } }, async () => ({
    status: 200,
    message: 'ok',
    data: { engine: app.dbHandle.engine, migration: app.migrationVersion },
  }));
};

export default health;
