import type { TextsOf } from '../keys';
import adminVi from './admin.vi';
import adminStudents from './adminStudents.vi';
import type { AdminAreaCatalogue } from './adminArea.en';

/** Vietnamese texts of the admin's screens: the same keys as adminArea.en.ts. */
const adminAreaVi: TextsOf<AdminAreaCatalogue> = {
  adminUi: adminVi,
  adminStudents,
};

export default adminAreaVi;
