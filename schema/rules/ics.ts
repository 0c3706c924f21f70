/**
 * The calendar file of an appointment's e-mails (RFC 5545, iTIP methods of RFC 5546): times in
 * UTC, so no VTIMEZONE is needed and a 10:00 Rome slot lands at 10:00 in any calendar; the UID
 * stays with the appointment and SEQUENCE grows with each move, so a calendar updates the event
 * it holds instead of adding another (docs/product.md#appointments).
 */

interface CalendarEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** When this version of the event was written (DTSTAMP). */
  stampMs: number;
  startsAtMs: number;
  endsAtMs: number;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: string;
}

/** 20261130T090000Z. */
export function icsUtc(atMs: number): string {
  return new Date(atMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();
const LINE_OCTETS = 75;

/** A content line folded at 75 octets, never inside a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file, CRLF line endings, one event. */
export function calendarFile(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RiparoLab//Appuntamenti in laboratorio//IT',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stampMs)}`,
    `DTSTART:${icsUtc(event.startsAtMs)}`,
    `DTEND:${icsUtc(event.endsAtMs)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `ORGANIZER;CN=${icsText(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
