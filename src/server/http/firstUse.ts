import type { FastifyInstance } from 'fastify';

/**
 * Route schemas compiled when a route first needs them, not when the app starts: an app has about 150 routes, and
 * compiling every validator and response serializer up front was most of the time a process (and every test file)
 * took to start. Each app keeps the compilations still to do, so that a test can run them all at once
 * (`compileEverySchema`) and a schema that cannot compile is found there, not by a first caller.
 */
const pendingOf = new WeakMap<FastifyInstance, (() => void)[]>();

/** `build` run once, on the first call of what it answers (or by `compileEverySchema`). */
export function onFirstUse<T>(app: FastifyInstance, build: () => T): () => T {
  let built: { value: T } | undefined;
  const get = () => (built ??= { value: build() }).value;
  let pending = pendingOf.get(app);
  if (!pending) pendingOf.set(app, (pending = []));
  pending.push(() => void get());
  return get;
}

/** Compiles every schema of the app's routes now (one Ajv or fast-json-stringify cannot compile throws); how many. */
export function compileEverySchema(app: FastifyInstance): number {
  const pending = pendingOf.get(app) ?? [];
  for (const compile of pending) compile();
  return pending.length;
}
