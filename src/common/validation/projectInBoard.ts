import * as yup from 'yup';
import { says } from './says';
import { pickedId } from './pickedId';
import { isTime } from '../timing';

/**
 * POST /projectinboard/insert: a project scheduled before a board. A missing time, order or protect time is the
 * spec's 'Some input fields are missing' (the server's message code `missingFields`, answered with inner status 401).
 */
const missing = says('missingFields');

export const MAX_ORDER = 1000;
export const MAX_PROTECT_MINUTES = 600;

export const projectInBoardSchema = yup.object({
  projectId: pickedId('project'),
  boardId: pickedId('board'),
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
