import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/** Keys whose values never reach Redux DevTools: session tokens, passwords (typed or stored), secrets. */
const SECRET_KEY = /token|password|passwd|secret|authorization|cookie/i;

export const REDACTED = '[hidden]';

/**
 * A copy of `value` with every secret field's value replaced by REDACTED, at any depth (actions' payloads and
 * meta.arg.originalArgs, the RTK Query cache's originalArgs, the session slice).
 */
export function hideSecrets<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(hideSecrets(item, seen));
    return copy as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value; // Dates, Errors, class instances: shown as they are
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? REDACTED : hideSecrets(item, seen);
  }
  return copy as T;
}

/**
 * Redux DevTools options of the store: on in every build (QA opens the browser extension's Redux tab on the
 * production build), with every action and state passed through hideSecrets first.
 */
export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Capstone Evaluation',
  actionSanitizer: (action) => hideSecrets(action),
  stateSanitizer: (state) => hideSecrets(state),
};
