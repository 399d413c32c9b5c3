import appEn from './app.en';
import publicEn from './public.en';

/**
 * Every English text (the spec's texts): the signed-out pages' (public.en.ts, loaded first) and the signed-in
 * app's (app.en.ts, loaded with it). The unit tests and the browser tests' checks read the whole; vi.ts is typed by it.
 */
const en = { ...publicEn, ...appEn };

export type Catalogue = typeof en;
export default en;
