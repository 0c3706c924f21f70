const dateTime = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});
const dateOnly = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/Rome' });

/**
 * "22 novembre 2026 alle ore 15:04", in the shop's time zone, from an ISO date (the API's) or
 * epoch ms (D1's), for the site and the e-mails alike.
 */
export function formatDateTime(at: string | number): string {
  return dateTime.format(new Date(at));
}

export function formatDate(at: string | number): string {
  return dateOnly.format(new Date(at));
}
