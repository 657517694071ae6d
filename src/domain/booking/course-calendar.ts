import { addDays } from '../dates/calendar.ts';

/** What goes into the .ics of a booking's course. */
export interface CourseCalendarEvent {
  /** Stable for the booking, so a calendar that imports it twice updates one event. */
  uid: string;
  /** The moment the file is made (DTSTAMP). */
  stamp: Date;
  /** First and last day of the course (YYYY-MM-DD, both included). */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** The language of the texts (the visitor's culture). */
  language: string;
}

const compactDate = (date: string) => date.replaceAll('-', '');
const compactStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** A TEXT value of RFC 5545 (3.3.11): backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line starts with a space, so 74 more.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The course as an iCalendar file (RFC 5545): one all-day event from the first to the last day of
 * the course (DTEND is the day after, as all-day events end), with the booking's page as its URL.
 */
export function courseCalendar(event: CourseCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LinguaTrips//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${compactStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(event.end, 1))}`,
    `SUMMARY;LANGUAGE=${event.language}:${text(event.summary)}`,
    `DESCRIPTION;LANGUAGE=${event.language}:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
