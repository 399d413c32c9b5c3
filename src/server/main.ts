import { buildApp } from './app';
import { loadConfig } from './config';
import { setDbLogger } from './db/log';
import { httpSettings } from './runtime/env';
import { applyTimeouts, installGracefulShutdown } from './runtime/lifecycle';

async function main(): Promise<void> {
  const config = loadConfig();
  const http = httpSettings();
  const app = await buildApp(config);
  setDbLogger(app.log.child({ module: 'db' }));
  applyTimeouts(app.server, http);
  installGracefulShutdown(app, http.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // Startup failures (bad configuration, unreachable database) end the process with a readable line.
  console.error(`Capstone Evaluation could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
