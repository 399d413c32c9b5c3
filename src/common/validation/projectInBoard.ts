import * as yup from 'yup';
import { says } from './says';
import type { FieldKey } from './texts/en';
import { isTime } from '../timing';

/**
 * POST /projectinboard/insert: a project scheduled before a board. A missing time, order or protect time is the
 * spec's 'Some input fields are missing' (the server's message code `missingFields`, answered with inner status 401).
 */
const missing = says('missingFields');
const id = (field: FieldKey) => {
  const message = says('required', { field });
  return yup.number().typeError(message).required(message).integer(message).min(1, message);
};

export const MAX_ORDER = 1000;
export const MAX_PROTECT_MINUTES = 600;

export const projectInBoardSchema = yup.object({
  projectId: id('project'),
  boardId: id('board'),
  intendTime: yup
    .string()
    .required(missing)
    .test('time', says('time', { field: 'intendTime' }), (v) => !v || isTime(v)),
  order: yup
    .number()
    .typeError(missing)
    .required(missing)
    .integer(says('wholeNumber', { field: 'order' }))
    .min(1, says('atLeast', { field: 'order' }))
    .max(MAX_ORDER, says('atMost', { field: 'order' })),
  protectTime: yup
    .number()
    .typeError(missing)
    .required(missing)
    .integer(says('protectWhole'))
    .min(1, says('protectMin'))
    .max(MAX_PROTECT_MINUTES, says('protectMax')),
});
export type ProjectInBoardInput = yup.InferType<typeof projectInBoardSchema>;
