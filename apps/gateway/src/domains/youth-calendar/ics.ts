import type { CalendarEntry } from '@platform/contract';

/*
 * The iCalendar file of a calendar range (RFC 5545): CRLF lines folded at 75 octets without splitting a UTF-8
 * character, TEXT values escaped (backslash, semicolon, comma, line breaks), timed entries in UTC (`…Z`), whole-day
 * entries as DATE values with an exclusive end.
 */

/** RFC 5545 §3.3.11: a TEXT value. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\p{Cc}]/gu, '');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // the first line holds 75 octets, each continuation 74 after its leading space
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20261201T040000Z */
const utcStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const dateValue = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export interface IcsOptions {
  /** Host part of every UID (the gateway's host), so UIDs are unique beyond this calendar. */
  host: string;
  lang: 'bn' | 'en';
  /** DTSTAMP: when the file was made. */
  now: Date;
}

const pick = (bn: string | null, en: string | null, lang: 'bn' | 'en') =>
  (lang === 'en' ? (en ?? bn) : (bn ?? en)) ?? '';

export function calendarIcs(entries: readonly CalendarEntry[], options: IcsOptions): string {
  const stamp = utcStamp(options.now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//National Youth Skills and Jobs Platform//My calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of entries) {
    const title = pick(e.title, e.title_en, options.lang);
    const subtitle = pick(e.subtitle, e.subtitle_en, options.lang);
    const location = pick(e.location, e.location_en, options.lang);
    lines.push('BEGIN:VEVENT', `UID:${e.uid}@${options.host}`, `DTSTAMP:${stamp}`);
    if (e.starts_at && e.ends_at)
      lines.push(`DTSTART:${utcStamp(e.starts_at)}`, `DTEND:${utcStamp(e.ends_at)}`);
    else
      lines.push(
        `DTSTART;VALUE=DATE:${dateValue(e.starts_on)}`,
        `DTEND;VALUE=DATE:${dateValue(nextDay(e.ends_on))}`,
      );
    lines.push(`SUMMARY:${escapeText(subtitle ? `${title} — ${subtitle}` : title)}`);
    if (location) lines.push(`LOCATION:${escapeText(location)}`);
    lines.push(`CATEGORIES:${e.kind.toUpperCase()}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
