import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { UID_DOMAIN, withHeaderProperties } from '../domain/schedule/feed';
import { zonedInstant } from '../domain/schedule/zone';
import type { BoardFacts } from './events';

/**
 * The iCalendar part of a board mail (RFC 5546): METHOD:REQUEST for a seat or a move, METHOD:CANCEL for a removal,
 * with the UID the calendar feed gives the board (domain/schedule/feed.ts), so a calendar that already has the
 * event updates it in place. SEQUENCE grows with time (seconds of the change), so the latest update wins.
 */
export function boardInvitation(
  board: BoardFacts,
  method: 'REQUEST' | 'CANCEL',
  sequence: number,
  timeZone: string,
  organizer: { name: string; email: string },
  attendee: { name: string; email: string },
): string {
  const calendar = ical({
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    prodId: { company: 'Capstone Evaluation', product: 'Defence schedule', language: 'EN' },
  });
  const start = zonedInstant(board.date, board.start, timeZone);
  let end = zonedInstant(board.date, board.end, timeZone);
  if (end <= start) end = new Date(start.getTime() + 60_000);
  calendar.createEvent({
    id: `board-${board.id}@${UID_DOMAIN}`,
    sequence,
    start,
    end,
    summary: `Defence board: ${board.name}`,
    location: `Room ${board.room}`,
    organizer,
    attendees: [{ name: attendee.name, email: attendee.email, rsvp: false }],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return withHeaderProperties(calendar.toString(), [`X-WR-TIMEZONE:${timeZone}`]);
}
