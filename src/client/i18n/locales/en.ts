import adminAreaEn from './adminArea.en';
import appEn from './app.en';
import publicEn from './public.en';

/**
 * Every English text (the spec's texts): the signed-out pages' (public.en.ts, loaded first) and the signed-in
 * app's (app.en.ts, loaded with it) and the admin's screens' (adminArea.en.ts, loaded with them). The unit tests and the browser tests' checks read the whole; vi.ts is typed by it.
 */
const en = { ...publicEn, ...appEn, ...adminAreaEn };

export type Catalogue = typeof en;
export default en;
