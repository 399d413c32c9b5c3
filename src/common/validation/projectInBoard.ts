import * as yup from 'yup';
import { MESSAGES } from '../specMessages';
import { isTime } from '../timing';

/**
 * POST /projectinboard/insert: a project scheduled before a board. A missing time, order or protect time is the
 * spec's 'Some input fields are missing' (the server answers the same, inner status 401).
 */
const missing = MESSAGES.missingFields;
const id = (message: string) => yup.number().typeError(message).required(message).integer(message).min(1, message);

export const MAX_ORDER = 1000;
export const MAX_PROTECT_MINUTES = 600;

export const projectInBoardSchema = yup.object({
  projectId: id('Project ID is required'),
  boardId: id('Board ID is required'),
  intendTime: yup
    .string()
    .required(missing)
    .test('time', 'Intend time must be a time HH:MM', (v) => !v || isTime(v)),
  order: yup
    .number()
    .typeError(missing)
    .required(missing)
    .integer('Order must be a whole number')
    .min(1, 'Order must be at least 1')
    .max(MAX_ORDER, `Order must be at most ${MAX_ORDER}`),
  protectTime: yup
    .number()
    .typeError(missing)
    .required(missing)
    .integer('Protect time must be a whole number of minutes')
    .min(1, 'Protect time must be at least 1 minute')
    .max(MAX_PROTECT_MINUTES, `Protect time must be at most ${MAX_PROTECT_MINUTES} minutes`),
});
export type ProjectInBoardInput = yup.InferType<typeof projectInBoardSchema>;
