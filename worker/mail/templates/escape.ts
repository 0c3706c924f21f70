const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML element or a quoted attribute: names and notes are the customer's. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * A link the e-mail may carry: an absolute http(s) or mailto address, else an error, so a
 * `javascript:` or relative address can never reach a customer.
 */
export function checkedHref(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new Error(`E-mail link is not an absolute address: ${href}`);
  }
  if (!['https:', 'http:', 'mailto:'].includes(url.protocol)) {
    throw new Error(`E-mail link has a forbidden scheme: ${href}`);
  }
  return url.href;
}

/** An absolute address on the shop's site, from its origin (e.g. https://riparolab.it). */
export function siteUrl(origin: string, path: string): string {
  return checkedHref(new URL(path, origin).href);
}
