import { describe, expect, it } from 'vitest';
import { bookingPayload, quoteRequestOfBooking } from '../../schema/rules/appointment-links';
import { reminderWindow } from '../../schema/rules/appointment-reminders';
import { calendarFile, foldLine, icsText, icsUtc } from '../../schema/rules/ics';
import { changeableAt, changeableUntil } from '../../schema/rules/lab-slots';

const EVENT = {
  uid: 'abc123@riparolab.it',
  sequence: 1,
  method: 'REQUEST' as const,
  stampMs: Date.UTC(2026, 10, 28, 14),
  startsAtMs: Date.UTC(2026, 10, 30, 9),
  endsAtMs: Date.UTC(2026, 10, 30, 9, 30),
  summary: 'Consegna del dispositivo a RiparoLab',
  location: 'Via Giuseppe Mazzini 18, 20123 Milano (MI)',
  description: 'Porta il dispositivo; per spostare: https://shop.test/appuntamento#accesso=x.y.z',
  organizer: { name: 'RiparoLab', email: 'assistenza@riparolab.it' },
  attendee: 'giulia@example.it',
};

describe('the .ics file', () => {
  it('writes one event in UTC with a stable UID, its SEQUENCE and METHOD, CRLF lines', () => {
    const file = calendarFile(EVENT);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(file).toContain('\r\nUID:abc123@riparolab.it\r\n');
    expect(file).toContain('\r\nSEQUENCE:1\r\n');
    expect(file).toContain('\r\nDTSTART:20261130T090000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261130T093000Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261128T140000Z\r\n');
    expect(file).toContain('\r\nLOCATION:Via Giuseppe Mazzini 18\\, 20123 Milano (MI)\r\n');
    expect(file).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    const cancel = calendarFile({ ...EVENT, method: 'CANCEL', sequence: 2 });
    expect(cancel).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancel).toContain('\r\nSTATUS:CANCELLED\r\n');
  });

  it('folds lines at 75 octets without splitting a character, and escapes text', () => {
    const long = `DESCRIPTION:${'è'.repeat(80)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(icsUtc(Date.UTC(2027, 0, 2, 3, 4, 5))).toBe('20270102T030405Z');
  });
});

describe('appointment links and times', () => {
  it('books only for the quote request it names', () => {
    expect(quoteRequestOfBooking(bookingPayload('q1abc'))).toBe('q1abc');
    expect(quoteRequestOfBooking('repair:q1abc')).toBeNull();
    expect(quoteRequestOfBooking('quote:a:b')).toBeNull();
  });

  it('changes online up to two hours before', () => {
    const start = Date.UTC(2026, 10, 30, 9);
    expect(changeableUntil(start)).toBe(Date.UTC(2026, 10, 30, 7));
    expect(changeableAt(start, Date.UTC(2026, 10, 30, 7))).toBe(true);
    expect(changeableAt(start, Date.UTC(2026, 10, 30, 7, 1))).toBe(false);
  });

  it('reminds from 09:00 Rome time the next Rome day, across the change of time', () => {
    expect(reminderWindow(Date.UTC(2026, 2, 28, 7, 59))).toBeNull();
    expect(reminderWindow(Date.UTC(2026, 2, 28, 8))).toEqual({
      fromMs: Date.UTC(2026, 2, 28, 23),
      toMs: Date.UTC(2026, 2, 29, 22),
    });
  });
});
