import type { Page } from 'playwright-core';
import { adminHelpers } from './adminHelpers';
import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';

jest.setTimeout(300_000);

const e2e = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await e2e.signedIn(DEMO.admin, { acceptDownloads: true, viewport: { width: 1400, height: 1000 } }));
  page.setDefaultTimeout(10_000);
});

const { settled, input, download, totalRows, fillDate, pick, openSection, toggle, grid, cell, snackbar, confirmRemove } = adminHelpers(() => page);

describe('admin console', () => {
  it('opens on the Evaluation Board section with the eight menu entries of the spec, plus Audit, Schedule and Conflicts', async () => {
    await page.getByRole('heading', { name: 'Evaluation Board', exact: true }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button');
    expect(await menu.allTextContents()).toEqual(['Evaluation Board', 'Subject', 'Course', 'Project', 'Student', 'Lecturer', 'Template Score', 'Semester', 'Audit', 'Schedule', 'Conflicts', 'Outbox', 'University sign-in']);
    await cell('Evaluation boards', 'Board A - SEP490').waitFor();
    await expectNoAxeViolations(page, 'evaluation boards list');
  });

  it('adds a semester (snackbar, form reset) and lists it without a reload', async () => {
    await openSection('Semester', 'Semesters');
    await cell('Semesters', '2026').first().waitFor();
    await expectNoAxeViolations(page, 'semester list');
    await toggle('+Add');
    const form = page.getByRole('form', { name: 'Add semester' });
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('Year is required').waitFor();
    await form.getByText('Session is required').waitFor();
    await expectNoAxeViolations(page, 'semester form with errors');
    await input(form, 'Year').fill('2031');
    await input(form, 'Session').fill('Fall');
    await fillDate(form, 'Start time', '2031-09-01');
    await fillDate(form, 'End time', '2031-12-31');
    await form.getByRole('button', { name: 'Add' }).click();
    await snackbar('Semester added successfully').waitFor();
    expect(await input(form, 'Year').inputValue()).toBe('');
    await toggle('View');
    await cell('Semesters', '2031').waitFor();
  });

  it('adds a subject, a lecturer, a course and a project, then edits the project', async () => {
    await openSection('Subject', 'Subjects');
    await expectNoAxeViolations(page, 'subject list');
    await toggle('+Add');
    let form = page.getByRole('form', { name: 'Add subject' });
    await input(form, 'Subject').fill('E2E Subject');
    await input(form, 'Description').fill('Created by the browser test');
    await expectNoAxeViolations(page, 'subject form');
    await form.getByRole('button', { name: 'Add' }).click();
    await snackbar('Added subject successfully').waitFor();
    await toggle('View');
    await grid('Subjects').getByRole('link', { name: 'E2E Subject' }).waitFor();

    await openSection('Lecturer', 'Teachers Management');
    await expectNoAxeViolations(page, 'lecturer list');
    await toggle('+Add');
    form = page.getByRole('form', { name: 'Add lecturer' });
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('Your phone number is required').waitFor();
    await input(form, 'Name').fill('E2E Lecturer');
    await fillDate(form, 'Birthday', '1980-04-02');
    await input(form, 'Phone number').fill('0901234567');
    await input(form, 'Address').fill('1 Test Street');
    await input(form, 'Username').fill('e2e.lecturer');
    await input(form, 'Password').fill('secret123');
    await expectNoAxeViolations(page, 'lecturer form');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('status').waitFor();
    expect(await input(form, 'Name').inputValue()).toBe('');
    await toggle('View');
    await cell('Lecturers', 'E2E Lecturer').waitFor();

    await openSection('Course', 'Courses');
    await expectNoAxeViolations(page, 'course list');
    await toggle('+Add');
    form = page.getByRole('form', { name: 'Add course' });
    await pick(form, 'Semester', '2031 - Fall');
    await pick(form, 'Subject', 'E2E Subject');
    await pick(form, 'Lecturer', 'E2E Lecturer');
    await input(form, 'Name').fill('E2E Course');
    await expectNoAxeViolations(page, 'course form');
    await form.getByRole('button', { name: 'Add' }).click();
    await snackbar('Course added successfully').waitFor();
    await toggle('View');
    await grid('Courses').getByRole('link', { name: 'E2E Course' }).waitFor();

    await openSection('Project', 'Projects');
    await expectNoAxeViolations(page, 'project list');
    await toggle('+Add');
    form = page.getByRole('form', { name: 'Add project' });
    await input(form, 'Name').fill('E2E Project');
    await input(form, 'Notion').fill('A project made in the browser');
    await pick(form, 'Semester', '2031 - Fall');
    await pick(form, 'Subject', 'E2E Subject');
    await pick(form, 'Course Id', / - E2E Course$/);
    await expectNoAxeViolations(page, 'project form');
    await form.getByRole('button', { name: 'Add' }).click();
    await snackbar('Add project successfully').waitFor();
    await toggle('View');
    const row = grid('Projects').getByRole('row').filter({ hasText: 'E2E Project' });
    await row.getByRole('button', { name: /^Edit project/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    await input(dialog, 'Name').fill('E2E Project renamed');
    await settled();
    await expectNoAxeViolations(page, 'project edit modal');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await grid('Projects').getByRole('link', { name: 'E2E Project renamed' }).waitFor();
  });

  it('adds a template in two steps: Confirm only at exactly 100 %, a duplicate ID is refused on step 1', async () => {
    await openSection('Template Score', 'Template Score');
    await expectNoAxeViolations(page, 'template list');
    for (const attempt of ['first', 'duplicate']) {
      await toggle('+Add');
      const form = page.getByRole('form', { name: 'Add template' });
      await input(form, 'ID').fill('901');
      await input(form, 'Name').fill('E2E Template');
      await pick(form, 'Subject Id', 'E2E Subject');
      await fillDate(form, 'Apply Date', '2031-09-01');
      await expectNoAxeViolations(page, 'template step 1');
      await form.getByRole('button', { name: 'Next' }).click();
      if (attempt === 'duplicate') {
        // step 1 checks the ID before the columns are typed (the server refuses a duplicate anyway)
        await form.getByText('The template ID 901 is already taken').waitFor();
        expect(await input(form, 'ID').inputValue()).toBe('901');
        await expectNoAxeViolations(page, 'template step 1, duplicate ID');
        await toggle('View');
        break;
      }
      await page.getByRole('heading', { name: 'You must create score column for template score' }).waitFor();
      await input(page, 'Number of rows').fill('2');
      await page.getByRole('button', { name: 'Generate Table' }).click();
      await input(page, 'Name 1').fill('Report');
      await input(page, 'Percent 1 (%)').fill('40');
      await input(page, 'Name 2').fill('Defense');
      await input(page, 'Percent 2 (%)').fill('50');
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await page.getByText('Total: 90 %', { exact: false }).waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      await input(page, 'Percent 2 (%)').fill('60');
      await page.getByText('Total: 100 %', { exact: true }).waitFor();
      expect(await confirm.isEnabled()).toBe(true);
      await settled(); // the button's colour transition
      await expectNoAxeViolations(page, 'template step 2');
      await confirm.click();
      await snackbar('Added template successfully').waitFor();
      await toggle('View');
      await grid('Template scores').getByRole('link', { name: 'E2E Template' }).waitFor();
    }
    expect(await grid('Template scores').getByRole('link', { name: 'E2E Template' }).count()).toBe(1);
  });

  it('adds an evaluation board with the new template', async () => {
    await openSection('Evaluation Board', 'Evaluation Board');
    await toggle('+Add');
    const form = page.getByRole('form', { name: 'Add Committee' });
    await input(form, 'Name').fill('E2E Board');
    await input(form, 'Room').fill('101');
    await pick(form, 'Semester', '2031 - Fall');
    await pick(form, 'Subject', 'E2E Subject');
    await pick(form, 'Template', '901 - E2E Template');
    await fillDate(form, 'Date', '2031-10-15');
    await input(form, 'Start Time').fill('11:00');
    await input(form, 'End Time').fill('09:00');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('End Time must be after Start Time').waitFor();
    await input(form, 'Start Time').fill('08:30');
    await expectNoAxeViolations(page, 'add committee form');
    await form.getByRole('button', { name: 'Add' }).click();
    await snackbar('Added evaluation board successfully').waitFor();
    await toggle('View');
    await grid('Evaluation boards').getByRole('link', { name: 'E2E Board' }).waitFor();
  });

  it('adds and edits a student, edits a lecturer, exports students.csv and teachers.csv', async () => {
    await openSection('Student', 'Students Management');
    await expectNoAxeViolations(page, 'student list');
    await toggle('+Add');
    const form = page.getByRole('form', { name: 'Add student' });
    await input(form, 'Name').fill('abc');
    await input(form, 'Code').click();
    await form.getByText('Your name must be at least 5 characters long').waitFor();
    expect(await form.getByText('Your code is required').count()).toBe(0);
    await input(form, 'Code').fill('E2E00001');
    await input(form, 'Name').fill('E2E Student');
    await fillDate(form, 'Birthday', '2003-02-01');
    await input(form, 'Address').fill('2 Test Street');
    await input(form, 'Username').fill('e2e.student');
    await input(form, 'Password').fill('secret123');
    await expectNoAxeViolations(page, 'student form');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('status').waitFor();
    // The same code again: the server's message inline, the form kept filled.
    await input(form, 'Code').fill('E2E00001');
    await input(form, 'Name').fill('E2E Student Two');
    await fillDate(form, 'Birthday', '2003-02-02');
    await input(form, 'Address').fill('3 Test Street');
    await input(form, 'Username').fill('e2e.student2');
    await input(form, 'Password').fill('secret123');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('alert').waitFor();
    expect(await input(form, 'Name').inputValue()).toBe('E2E Student Two');
    await toggle('View');

    const row = grid('Students').getByRole('row').filter({ hasText: 'E2E00001' });
    await row.getByRole('button', { name: /^Edit student/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit student' });
    await input(dialog, 'Name').fill('E2E Student Edited');
    await settled();
    await expectNoAxeViolations(page, 'edit student modal');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cell('Students', 'E2E Student Edited').waitFor();

    const students = await download(() => page.getByRole('button', { name: 'More actions' }).click().then(() => page.getByRole('menuitem', { name: 'Export', exact: true }).click()));
    expect(students.name).toBe('students.csv');
    expect(students.rows[0]).toEqual(['ID', 'Code', 'Name', 'Birthday', 'Address']);
    expect(students.rows).toContainEqual([expect.any(String), 'E2E00001', 'E2E Student Edited', '2003-02-01', '2 Test Street']);

    await openSection('Lecturer', 'Teachers Management');
    const lecturerRow = grid('Lecturers').getByRole('row').filter({ hasText: 'E2E Lecturer' });
    await lecturerRow.getByRole('button', { name: /^Edit lecturer/ }).click();
    const teacherDialog = page.getByRole('dialog', { name: 'Edit Teacher' });
    await input(teacherDialog, 'Phone number').fill('0907654321');
    await settled();
    await expectNoAxeViolations(page, 'edit teacher modal');
    await teacherDialog.getByRole('button', { name: 'Save changes' }).click();
    await teacherDialog.waitFor({ state: 'detached' });
    await cell('Lecturers', '0907654321').waitFor();
    const teachers = await download(() => page.getByRole('button', { name: 'More actions' }).click().then(() => page.getByRole('menuitem', { name: 'Export', exact: true }).click()));
    expect(teachers.name).toBe('teachers.csv');
    expect(teachers.rows[0]).toEqual(['ID', 'Name', 'Birthday', 'Phone Number', 'Address']);
    expect(teachers.rows).toContainEqual([expect.any(String), 'E2E Lecturer', '1980-04-02', '0907654321', '1 Test Street']);
  });

  it('imports 50 students from a CSV file; a file with bad rows is refused whole with reasons', async () => {
    await openSection('Student', 'Students Management');
    const before = await totalRows();
    await toggle('+Add');
    const header = 'ID,Code,Name,Birthday,Address,Username,Password';
    const line = (i: number, code = `IMP${String(i).padStart(5, '0')}`) =>
      `,${code},Imported Student ${String(i).padStart(2, '0')},2004-01-${String((i % 28) + 1).padStart(2, '0')},"${i} Import Road, District 1",imp.student${i},secret123`;
    const bad = [header, line(1), line(2, 'E2E00001'), ',XY,abc,2004-13-45,,x,1'].join('\n');
    await page.getByLabel('Import students CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const refused = page.getByRole('table', { name: 'Refused rows' });
    await refused.waitFor();
    await refused.getByRole('cell', { name: "The code 'E2E00001' is already taken" }).waitFor();
    await expectNoAxeViolations(page, 'import refused');

    const good = [header, ...Array.from({ length: 50 }, (_v, i) => line(i + 1))].join('\n');
    await page.getByLabel('Import students CSV file').setInputFiles({ name: 'students50.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('status').filter({ hasText: /50/ }).waitFor();
    await toggle('View');
    await page.getByText(new RegExp(`^\\d+–\\d+ of ${before + 50}$`)).waitFor();
    await cell('Students', 'IMP00001').waitFor();
  });

  it('deletes after confirmation and refreshes the lists; a record others depend on is refused', async () => {
    await openSection('Student', 'Students Management');
    const studentRow = grid('Students').getByRole('row').filter({ hasText: 'IMP00001' });
    // the first cell is the selection checkbox: read the ID column
    const id = await studentRow.locator('[data-field="Id"]').textContent();
    await studentRow.getByRole('button', { name: /^Remove student/ }).click();
    await page.getByRole('dialog', { name: 'Delete a user' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await cell('Students', 'IMP00001').waitFor();
    await studentRow.getByRole('button', { name: /^Remove student/ }).click();
    await confirmRemove(`This action can't be undone!! Do you want to remove this student ID = ${id} ?`);
    await cell('Students', 'IMP00001').waitFor({ state: 'detached' });

    await openSection('Evaluation Board', 'Evaluation Board');
    const boardRow = grid('Evaluation boards').getByRole('row').filter({ hasText: 'E2E Board' });
    const boardId = await boardRow.getByRole('gridcell').first().textContent();
    await boardRow.getByRole('button', { name: /^Remove evaluation board/ }).click();
    await confirmRemove(`This action can't be undone!! Do you want to remove this evaluation board ID = ${boardId} ?`);
    await grid('Evaluation boards').getByRole('link', { name: 'E2E Board' }).waitFor({ state: 'detached' });

    await openSection('Subject', 'Subjects');
    const subjectRow = grid('Subjects').getByRole('row').filter({ hasText: 'E2E Subject' });
    const subjectId = await subjectRow.getByRole('gridcell').first().textContent();
    // never offered: Remove is disabled in advance and says what depends on the subject (the server would refuse)
    const blocked = subjectRow.getByRole('button', { name: new RegExp(`^Remove subject ${subjectId} \\(Cannot delete subject ${subjectId}: it still has 1 course`) });
    expect(await blocked.isDisabled()).toBe(true);
    await page.getByText('Remove is disabled for the rows other records depend on: the info button beside it says why.').waitFor();
    await blocked.locator('..').getByRole('button', { name: /^Cannot delete/ }).hover();
    await page.getByRole('tooltip', { name: new RegExp(`^Cannot delete subject ${subjectId}: it still has 1 course`) }).waitFor();
    await settled();
    await expectNoAxeViolations(page, 'subject that cannot be deleted');
    await page.mouse.move(0, 0);
    await grid('Subjects').getByRole('link', { name: 'E2E Subject' }).waitFor();
  });
});
