import type { TestApp } from '../../testing/testApp';

/**
 * The body of a board add: 'Board X' of semester 2, subject 1, template 101, on 2026-11-27 14:00-16:00 (beside the
 * demo's board B, 13:30-16:30 in room 305, lecturers 2 and 3) in room 999, which no demo board uses; `patch` changes it.
 */
export const boardBody = (patch: Record<string, unknown> = {}) => ({ name: 'Board X', semesterId: 2, subjectId: 1, templateId: 101, startTime: '14:00', endTime: '16:00', room: '999', date: '2026-11-27', ...patch });

/** Adds that board as the admin; the answer's body. */
export const addBoard = async (t: TestApp, admin: string, patch: Record<string, unknown> = {}) => (await t.call('POST', '/api/evalution/add', admin, boardBody(patch))).json();
