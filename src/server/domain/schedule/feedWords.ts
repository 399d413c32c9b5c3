import type { Language } from '../../../common/languages';

/** The words of a calendar feed, in the subscriber's language (their calendar shows them as written). */
export interface FeedWords {
  calendarName(role: 'teach' | 'std'): string;
  boardSummary(board: string): string;
  slotSummary(project: string): string;
  room(room: string): string;
  board(board: string): string;
  lecturers(names: string): string;
}

const EN: FeedWords = {
  calendarName: (role) => (role === 'teach' ? 'My defences' : 'My defence'),
  boardSummary: (board) => `Defence board: ${board}`,
  slotSummary: (project) => `Defence: ${project}`,
  room: (room) => `Room ${room}`,
  board: (board) => `Board: ${board}`,
  lecturers: (names) => `Lecturers: ${names}`,
};

const VI: FeedWords = {
  calendarName: (role) => (role === 'teach' ? 'Lịch bảo vệ của tôi' : 'Buổi bảo vệ của tôi'),
  boardSummary: (board) => `Hội đồng bảo vệ: ${board}`,
  slotSummary: (project) => `Bảo vệ: ${project}`,
  room: (room) => `Phòng ${room}`,
  board: (board) => `Hội đồng: ${board}`,
  lecturers: (names) => `Giảng viên: ${names}`,
};

export const feedWords = (language: Language): FeedWords => (language === 'vi' ? VI : EN);
