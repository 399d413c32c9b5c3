import { validationCode } from '../../common/validation/messageCodes';

/**
 * The stable keys of the shared schemas' validation messages: a chunk of its own, loaded with the signed-in app's
 * texts (i18n.ts loadSignedInTexts), not by the signed-out pages' first visit. (Server messages need no such table:
 * every answer carries its code.)
 */
export { validationCode };
