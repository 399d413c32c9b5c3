import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, settled, useServerAndBrowser } from './harness';
import { englishOnScreen } from './i18nCheck';
import { IMPORT_FIELDS as LECTURER_FILE_COLUMNS } from '../src/client/features/admin/teachers/importFields';

/** The date fields' format placeholder (DD/MM/YYYY, MUI's own letters for the parts of a date). */
const DATE_PLACEHOLDER = ['DD', 'MM', 'YYYY'];

/**
 * The admin in Vietnamese: signed in, the admin switches to Tiếng Việt in the header, then every section of
 * the console (its list, its add form, an edit and a delete dialog) and every detail page (board, course, project,
 * subject) shows no word of the English catalogue (beyond the data's names and codes), with axe at 0.
 */
jest.setTimeout(300_000);

const e2e = useServerAndBrowser();
let page: Page;

/** No English on screen (beyond `data`, words the rows themselves show), the document in Vietnamese, axe at 0. */
async function expectVietnamese(screen: string, data: string[] = []): Promise<void> {
  await settled(page);
  expect({ screen, english: await englishOnScreen(page, data) }).toEqual({ screen, english: [] });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
  await expectNoAxeViolations(page, `${screen} (vi)`);
}

/** The texts of one column's cells (the audit log's free text and technical codes are data). */
const cells = (field: string) => page.locator(`[role="gridcell"][data-field="${field}"]`).allInnerTexts();

beforeAll(async () => {
  // wide enough for every column of the lists (the grids render only the columns in view)
  ({ page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1400, height: 1000 } }));
  await page.getByRole('heading', { name: 'Admin console' }).waitFor();
  await page.getByLabel('Language').selectOption('vi');
  await page.getByRole('heading', { name: 'Trang quản trị' }).waitFor();
});

/** Opens a section from the menu and waits for its heading (and its list, when it has one). */
async function openSection(menu: string, heading: string, grid?: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  if (grid) await page.getByRole('grid', { name: grid }).getByRole('row').nth(1).waitFor();
}

/** The section's add form ('+ Thêm'), checked (beyond `data`: codes it shows), then back to the list ('Xem danh sách'). */
async function addForm(screen: string, form: string, data: string[] = []): Promise<void> {
  await page.getByRole('button', { name: '+ Thêm', exact: true }).click();
  await page.getByRole('form', { name: form }).or(page.getByRole('heading', { name: form })).first().waitFor();
  await expectVietnamese(`${screen}, add form`, data);
  await page.getByRole('button', { name: 'Xem danh sách', exact: true }).click();
}

/** A row's Edit modal, checked, then closed. */
async function editDialog(screen: string, button: string, title: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expectVietnamese(`${screen}, edit dialog`);
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A page's button opening a dialog, checked, then closed with its 'Đóng'. */
async function pageDialog(screen: string, button: string, title: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Đóng' }).waitFor();
  await expectVietnamese(`${screen}, ${title}`);
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A row's Remove: the confirmation, or the reason it cannot be deleted; checked, then cancelled. */
async function removeDialog(screen: string, button: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Hủy|Đóng)$/ }) });
  await dialog.waitFor();
  await expectVietnamese(`${screen}, remove dialog`);
  await dialog.getByRole('button', { name: /^(Hủy|Đóng)$/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A row others depend on: Remove is disabled, the note under the list and the tooltip say why, in Vietnamese. */
async function blockedRemove(screen: string, button: RegExp): Promise<void> {
  const remove = page.getByRole('button', { name: button });
  expect(await remove.isDisabled()).toBe(true);
  await page.getByText('Nút Xóa bị vô hiệu hóa ở các dòng có dữ liệu khác phụ thuộc: nút thông tin bên cạnh cho biết lý do.').waitFor();
  await remove.locator('..').getByRole('button', { name: /^Không thể xóa/ }).hover();
  await page.getByRole('tooltip', { name: /^Không thể xóa .*: vẫn còn \d+ / }).waitFor(); // names what depends on it
  await expectVietnamese(`${screen}, a row others depend on`);
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
}

describe('the admin console in Vietnamese', () => {
  it('evaluation boards', async () => {
    await openSection('Hội đồng đánh giá', 'Hội đồng đánh giá', 'Danh sách hội đồng đánh giá');
    await page.getByRole('gridcell', { name: '20/11/2026' }).waitFor(); // dates as Vietnamese write them
    await expectVietnamese('boards');
    await addForm('boards', 'Thêm hội đồng', DATE_PLACEHOLDER);
    await editDialog('boards', 'Sửa hội đồng đánh giá 1', 'Sửa hội đồng đánh giá');
    await blockedRemove('boards', /^Xóa hội đồng đánh giá 1 \(Không thể xóa/);
  });

  it('subjects', async () => {
    await openSection('Môn học', 'Môn học', 'Danh sách môn học');
    await expectVietnamese('subjects');
    await addForm('subjects', 'Thêm môn học');
    await editDialog('subjects', 'Sửa môn học 1', 'Sửa môn học');
    // an edit's success toast in Vietnamese
    await page.getByRole('button', { name: 'Sửa môn học 3', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sửa môn học' });
    await dialog.getByLabel('Mô tả').fill('MAD490: đồ án tốt nghiệp trên nền tảng di động');
    await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Đã cập nhật môn học', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await removeDialog('subjects', 'Xóa môn học 3');
  });

  it('courses', async () => {
    await openSection('Lớp học phần', 'Lớp học phần', 'Danh sách lớp học phần');
    await expectVietnamese('courses');
    await addForm('courses', 'Thêm lớp học phần');
    await editDialog('courses', 'Sửa lớp học phần 1', 'Sửa lớp học phần');
    await blockedRemove('courses', /^Xóa lớp học phần 1 \(Không thể xóa/);
  });

  it('projects', async () => {
    await openSection('Đồ án', 'Đồ án', 'Danh sách đồ án');
    await expectVietnamese('projects');
    await addForm('projects', 'Thêm đồ án');
    await editDialog('projects', 'Sửa đồ án 6', 'Sửa đồ án');
    await removeDialog('projects', 'Xóa đồ án 6');
  });

  it('students and templates (their lists)', async () => {
    await openSection('Sinh viên', 'Quản lý sinh viên', 'Danh sách sinh viên');
    await expectVietnamese('students');
    await openSection('Mẫu điểm', 'Mẫu điểm', 'Danh sách mẫu điểm');
    await expectVietnamese('templates');
  });

  it('lecturers', async () => {
    await openSection('Giảng viên', 'Quản lý giảng viên', 'Danh sách giảng viên');
    await expectVietnamese('lecturers');
    // the import file's column names are the file's format (its headers), not interface text
    await addForm('lecturers', 'Thêm giảng viên', [...DATE_PLACEHOLDER, ...Object.values(LECTURER_FILE_COLUMNS)]);
    await editDialog('lecturers', 'Sửa giảng viên 1', 'Sửa thông tin giảng viên');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu của giảng viên 1', exact: true }).click();
    await page.getByRole('dialog', { name: 'Đặt lại mật khẩu' }).waitFor();
    await expectVietnamese('lecturers, reset password');
    await page.getByRole('dialog', { name: 'Đặt lại mật khẩu' }).getByRole('button', { name: 'Hủy' }).click();
    await page.getByRole('dialog', { name: 'Đặt lại mật khẩu' }).waitFor({ state: 'detached' });
    // the bulk delete of the selected rows
    await page.getByRole('grid', { name: 'Danh sách giảng viên' }).getByRole('row').nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Xóa mục đã chọn (1)' }).click();
    const bulk = page.getByRole('dialog', { name: 'Xóa giảng viên đã chọn' });
    await bulk.waitFor();
    await expectVietnamese('lecturers, delete selected');
    await bulk.getByRole('button', { name: 'Hủy' }).click();
    await bulk.waitFor({ state: 'detached' });
  });

  it('semesters', async () => {
    await openSection('Học kỳ', 'Học kỳ', 'Danh sách học kỳ');
    await page.getByRole('gridcell', { name: '01/09/2026' }).waitFor();
    await expectVietnamese('semesters');
    await addForm('semesters', 'Thêm học kỳ', DATE_PLACEHOLDER);
    await editDialog('semesters', 'Sửa học kỳ 3', 'Sửa học kỳ');
    await removeDialog('semesters', 'Xóa học kỳ 3');
  });

  it('the audit log (its free text and codes are data)', async () => {
    await openSection('Nhật ký hệ thống', 'Nhật ký hệ thống', 'Nhật ký hệ thống');
    const data = [...(await cells('Detail')), ...(await cells('TargetKind')), ...(await cells('Username'))];
    await expectVietnamese('audit', data);
  });
});

describe('the detail pages in Vietnamese', () => {
  it('board: information, lists, tracker and the edit modal', async () => {
    await page.goto(`${e2e.url}/boarddetails/2`);
    await page.getByRole('heading', { name: 'Thông tin chi tiết hội đồng đánh giá' }).waitFor();
    await expectVietnamese('board details');
    for (const tab of ['Danh sách đồ án', 'Theo dõi tiến độ chấm']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectVietnamese(`board details, ${tab}`);
    }
    await editDialog('board details', 'Sửa hội đồng đánh giá', 'Sửa hội đồng đánh giá');
    await pageDialog('board details', 'Thêm giảng viên vào hội đồng đánh giá', 'Giảng viên chưa thuộc hội đồng');
    await pageDialog('board details', 'Thêm đồ án vào hội đồng đánh giá', 'Đồ án chưa được xếp hội đồng');
  });

  it('course: information, students, the add-student dialog and the edit modal', async () => {
    await page.goto(`${e2e.url}/coursedetails/1`);
    await page.getByRole('heading', { name: 'Thông tin chi tiết lớp học phần' }).waitFor();
    await expectVietnamese('course details');
    await page.getByRole('tab', { name: 'Danh sách sinh viên' }).click();
    await expectVietnamese('course details, students');
    await editDialog('course details', 'Sửa lớp học phần', 'Sửa lớp học phần');
    await pageDialog('course details', '+ Thêm sinh viên', 'Thêm sinh viên vào lớp học phần');
    await pageDialog('course details', '+ Thêm đồ án', 'Thêm đồ án');
  });

  it('project: a published project (the reason shown), an open one with its candidates, the edit modal', async () => {
    await page.goto(`${e2e.url}/projectdetails/1/1`);
    await page.getByRole('heading', { name: 'Thông tin chi tiết đồ án' }).waitFor();
    await page.getByText('Đồ án đã công bố điểm: không thể thêm hoặc xóa sinh viên.').first().waitFor();
    await expectVietnamese('published project');
    await page.goto(`${e2e.url}/projectdetails/1/6`);
    await page.getByRole('heading', { name: 'Thông tin chi tiết đồ án' }).waitFor();
    await page.getByRole('tab', { name: /Thêm sinh viên/ }).click();
    await page.getByLabel('Tìm sinh viên').waitFor();
    await expectVietnamese('project details, add students');
    await editDialog('project details', 'Sửa đồ án', 'Sửa đồ án');
  });

  it('subject: information, courses, the add-course and edit modals', async () => {
    await page.goto(`${e2e.url}/subjectdetails/1`);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    await expectVietnamese('subject details');
    await editDialog('subject details', 'Sửa môn học', 'Sửa môn học');
    await pageDialog('subject details', '+ Thêm', 'Thêm lớp học phần');
  });
});
