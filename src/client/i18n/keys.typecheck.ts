/**
 * Checked by `tsc` (npm run typecheck), never run: each `@ts-expect-error` fails the type check when the line under
 * it stops being an error, so a key outside the English catalogue, a missing variable or a plural without `count`
 * keeps failing.
 */
import { t } from './i18n';
import type { TextsOf } from './keys';

export const checks = [
  t('common.save'),
  t('marking.unsaved', { count: 2 }),
  t('marking.title', { name: 'Library Seat Booking' }),
  // @ts-expect-error a key the English catalogue does not have
  t('common.saev'),
  // @ts-expect-error a subtree is not a text
  t('common'),
  // @ts-expect-error a plural needs its count
  t('marking.unsaved'),
  // @ts-expect-error the text names {{name}}
  t('marking.title'),
  // @ts-expect-error the text names {{name}}, not {{title}}
  t('marking.title', { title: 'Library Seat Booking' }),
];

/** Another language's catalogue has exactly the English keys: one missing or one added fails. */
type Sample = { a: { b: 'B {{x}}'; c_one: '1 c'; c_other: '{{count}} c' } };
export const complete: TextsOf<Sample> = { a: { b: 'bê {{x}}', c_one: '1 xê', c_other: '{{count}} xê' } };
// @ts-expect-error a key missing
export const missing: TextsOf<Sample> = { a: { b: 'bê {{x}}', c_other: '{{count}} xê' } };
// @ts-expect-error a key the English catalogue does not have
export const added: TextsOf<Sample> = { a: { b: 'bê {{x}}', c_one: '1 xê', c_other: '{{count}} xê', d: 'đê' } };
