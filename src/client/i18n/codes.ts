import { messageCode } from '../../common/messageSentences';
import { validationCode } from '../../common/validation/messageCodes';

/**
 * The stable codes of the server's messages and of the shared schemas' validation messages: a chunk of its own,
 * loaded with the signed-in app's texts (i18n.ts loadSignedInTexts), not by the signed-out pages' first visit.
 */
export { messageCode, validationCode };
