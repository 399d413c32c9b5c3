import { TestEnvironment } from 'jest-environment-jsdom';

/** jsdom lacks several Web APIs that RTK Query and MUI X need; copy Node's own into the window. */
export default class JsdomWithNodeGlobals extends TestEnvironment {
  async setup(): Promise<void> {
    await super.setup();
    const g = this.global as unknown as Record<string, unknown>;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'structuredClone', 'ReadableStream', 'WritableStream', 'TransformStream', 'AbortController', 'AbortSignal', 'setImmediate', 'BroadcastChannel']) {
      if (g[name] === undefined || name === 'fetch' || name === 'Request' || name === 'Response' || name === 'Headers' || name === 'AbortController' || name === 'AbortSignal') {
        g[name] = (globalThis as unknown as Record<string, unknown>)[name];
      }
    }
  }
}
