import type { TextsOf } from '../keys';
import adminAreaVi from './adminArea.vi';
import appVi from './app.vi';
import type { Catalogue } from './en';
import publicVi from './public.vi';

/** Every Vietnamese text: public.vi.ts, app.vi.ts and adminArea.vi.ts, the same keys as en.ts. */
const vi: TextsOf<Catalogue> = { ...publicVi, ...appVi, ...adminAreaVi };

export default vi;
