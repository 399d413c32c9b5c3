import adminEn from './admin.en';
import adminStudents from './adminStudents.en';

/**
 * English texts only the admin's screens show (the console's sections, the details pages, their edit dialogs): a
 * chunk loaded with those screens (i18n.ts `loadAdminTexts`, app/screens.tsx), so a student's or a lecturer's
 * first visit does not download them. adminArea.vi.ts is typed by this shape.
 */
const adminAreaEn = {
  adminUi: adminEn,
  adminStudents,
};

export type AdminAreaCatalogue = typeof adminAreaEn;
export default adminAreaEn;
