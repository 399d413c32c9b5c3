import appVi from './app.vi';
import type { Catalogue } from './en';
import publicVi from './public.vi';

/** Every Vietnamese text: public.vi.ts and app.vi.ts, the same keys as en.ts. */
const vi: Catalogue = { ...publicVi, ...appVi };

export default vi;
