import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, loginAs } from './harness';

/** Helpers of the schedule's browser test (schedule.e2e.ts). */

export interface IcsEvent {
  uid: string;
  summary: string;
  location: string;
  /** the start in the university's zone (UTC+7, no daylight saving), 'YYYY-MM-DD HH:MM' */
  start: string;
}

/**
 * Reads the ".ics" link of "My defences" / "My defence" the way the browser would download it (the page's session)
 * and parses the file with ical.js, a maintained iCalendar library.
 */
export async function downloadIcs(page: Page): Promise<{ contentType: string; events: IcsEvent[] }> {
  const href = await page.getByRole('link', { name: 'Download .ics' }).getAttribute('href');
  if (!href) throw new Error('the .ics link has no address');
  const { text, contentType } = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { text: await res.text(), contentType: res.headers.get('content-type') ?? '' };
  }, href);
  const local = (d: ICAL.Time) => new Date(d.toJSDate().getTime() + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, location: e.location, start: local(e.startDate) };
  });
  return { contentType, events };
}

/** Signs in on a 390 px phone and opens the home screen's "My defence(s)"; checks the page does not scroll sideways. */
export async function openMyDefences(browser: Browser, url: string, role: 'teach' | 'std', username: string, password: string, button: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginAs(page, url, role, username, password);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByTestId('my-defence').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, button);
  return page;
}
