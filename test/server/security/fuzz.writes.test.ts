import { defineFuzzSuite } from './fuzzRunner';

/**
 * Fast-check over every write (POST/PUT/DELETE) route: generated path parameters, query strings and
 * bodies (wrong types, missing and unknown fields, huge strings, unicode, SQL and HTML metacharacters),
 * sent as a caller the route admits. No 5xx, no stack trace, refused requests change nothing, accepted
 * hostile text is stored byte-for-byte. FUZZ_RUNS scales the number of runs per route; FUZZ_SEED replays.
 */
defineFuzzSuite((method) => method !== 'GET', 80);
