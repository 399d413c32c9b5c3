/**
 * The footer's modal dialogs (spec section 2, Landing): their titles and texts are in the catalogues
 * (footer.<key>, footer.<key>Body; issue 14). Privacy and Terms of Use have no text yet.
 */
export const FOOTER_DIALOGS = [
  { key: 'introduction', hasBody: true },
  { key: 'contact', hasBody: true },
  { key: 'address', hasBody: true },
  { key: 'privacy', hasBody: false },
  { key: 'terms', hasBody: false },
] as const;
