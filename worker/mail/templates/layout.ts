import { SHOP, SHOP_LEGAL_LINE } from '../../../schema/shop';
import type { EmailMessage } from '../message';
import { checkedHref, escapeHtml } from './escape';

/**
 * Every e-mail is written once as content (the blocks below) and drawn twice from it: as HTML
 * that holds up in Gmail, Outlook and Apple Mail (tables, inline styles, 600 px, dark text on
 * white), and as the plain-text part, which says the same facts in the same order.
 */

/** A piece of a sentence: plain text, bold text, or a link. */
type Inline = string | { strong: string } | { link: string; href: string };
/** A sentence or paragraph; a plain string for the common case. */
export type Text = string | readonly Inline[];

export interface Fact {
  label: string;
  value: Text;
}

interface Item {
  title: string;
  /** Lines under the title: what exactly, how many at how much. */
  details: readonly string[];
  amount: string;
}

export type Block =
  | { kind: 'paragraph'; text: Text }
  | { kind: 'heading'; text: string }
  | { kind: 'button'; label: string; href: string }
  /** A code or number to quote back (RIP-…, RL-…), drawn large. */
  | { kind: 'code'; label: string; value: string }
  /** Labelled details (bank account, address, hours): side by side, stacked on a phone. */
  | { kind: 'facts'; facts: readonly Fact[] }
  /** Amounts to add up, the last one the total: always side by side, figures on the right. */
  | { kind: 'totals'; rows: readonly Fact[] }
  | { kind: 'items'; items: readonly Item[] }
  | { kind: 'steps'; steps: readonly Text[] }
  /** Something to act on or keep in mind (a deadline, a staff note), on a tinted panel. */
  | { kind: 'note'; text: Text };

export interface EmailContent {
  to: string;
  subject: string;
  /** The line mail apps show after the subject in the inbox. */
  preview: string;
  /** "Ciao Giulia,". */
  greeting: string;
  blocks: readonly Block[];
  /** Why this person receives this e-mail, said in the footer. */
  reason: string;
  /** More footer text, e.g. the newsletter's unsubscribe link. */
  footer?: readonly Text[];
  headers?: Record<string, string>;
}

const COLOR = {
  ink: '#0f172a',
  muted: '#475569',
  rule: '#e2e8f0',
  page: '#f1f5f9',
  brand: '#1b63e0',
  brandInk: '#174fb4',
  tint: '#eef5ff',
};
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/** "Ciao Giulia," from whatever name we hold: its first word, or a plain "Ciao," without one. */
export function greetingFor(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Ciao ${first},` : 'Ciao,';
}

const pieces = (text: Text): readonly Inline[] => (typeof text === 'string' ? [text] : text);

// Line breaks the customer typed (a problem description) stay line breaks.
const htmlString = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function inlineHtml(text: Text): string {
  return pieces(text)
    .map((piece) => {
      if (typeof piece === 'string') return htmlString(piece);
      // A number or code (RL-2026-000123) reads whole, never split at its dashes.
      if ('strong' in piece) {
        const whole = /\s/.test(piece.strong) ? '' : ' style="white-space:nowrap;"';
        return `<strong${whole}>${htmlString(piece.strong)}</strong>`;
      }
      return `<a href="${escapeHtml(checkedHref(piece.href))}" style="color:${COLOR.brandInk};text-decoration:underline;">${htmlString(piece.link)}</a>`;
    })
    .join('');
}

function inlineText(text: Text): string {
  return pieces(text)
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('strong' in piece) return piece.strong;
      return `${piece.link} <${checkedHref(piece.href)}>`;
    })
    .join('');
}

const P = `margin:0 0 16px;font-size:16px;line-height:24px;color:${COLOR.ink};`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${inlineHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:28px 0 12px;font-size:18px;line-height:24px;color:${COLOR.ink};">${htmlString(block.text)}</h2>`;
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td bgcolor="${COLOR.brand}" style="border-radius:8px;"><a href="${escapeHtml(checkedHref(block.href))}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${htmlString(block.label)}</a></td></tr></table>`;
    case 'code':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td style="padding:16px 20px;border:1px solid ${COLOR.rule};border-radius:8px;"><div style="font-size:13px;line-height:18px;color:${COLOR.muted};">${htmlString(block.label)}</div><div style="font-family:${MONO};font-size:24px;line-height:32px;font-weight:bold;letter-spacing:1px;color:${COLOR.ink};">${htmlString(block.value)}</div></td></tr></table>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">${block.facts.map(factHtml).join('')}</table>`;
    case 'totals':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">${block.rows.map((row, index) => totalHtml(row, index === block.rows.length - 1)).join('')}</table>`;
    case 'items':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px;">${block.items.map(itemHtml).join('')}</table>`;
    case 'steps':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${block.steps.map(stepHtml).join('')}</table>`;
    case 'note':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td bgcolor="${COLOR.tint}" style="padding:14px 18px;border-left:4px solid ${COLOR.brand};border-radius:4px;font-size:15px;line-height:22px;color:${COLOR.ink};">${inlineHtml(block.text)}</td></tr></table>`;
  }
}

function factHtml(fact: Fact): string {
  return `<tr><td class="fact-label" width="150" valign="top" style="width:150px;padding:4px 16px 4px 0;font-size:15px;line-height:22px;color:${COLOR.muted};">${htmlString(fact.label)}</td><td class="fact-value" valign="top" style="padding:4px 0;font-size:15px;line-height:22px;color:${COLOR.ink};">${inlineHtml(fact.value)}</td></tr>`;
}

function totalHtml(row: Fact, isTotal: boolean): string {
  const style = isTotal
    ? `padding:12px 0 4px;border-top:1px solid ${COLOR.rule};font-size:17px;line-height:24px;font-weight:bold;color:${COLOR.ink};`
    : `padding:4px 0;font-size:15px;line-height:22px;color:${COLOR.muted};`;
  return `<tr><td style="${style}">${htmlString(row.label)}</td><td align="right" style="${style}text-align:right;white-space:nowrap;${isTotal ? '' : `color:${COLOR.ink};`}">${inlineHtml(row.value)}</td></tr>`;
}

function itemHtml(item: Item): string {
  const details = item.details
    .map(
      (line) =>
        `<div style="font-size:14px;line-height:20px;color:${COLOR.muted};">${htmlString(line)}</div>`,
    )
    .join('');
  return `<tr><td valign="top" style="padding:12px 16px 12px 0;border-bottom:1px solid ${COLOR.rule};"><div style="font-size:15px;line-height:22px;font-weight:bold;color:${COLOR.ink};">${htmlString(item.title)}</div>${details}</td><td valign="top" align="right" style="padding:12px 0;border-bottom:1px solid ${COLOR.rule};font-size:15px;line-height:22px;font-weight:bold;color:${COLOR.ink};white-space:nowrap;">${htmlString(item.amount)}</td></tr>`;
}

function stepHtml(step: Text, index: number): string {
  return `<tr><td valign="top" width="36" style="padding:0 12px 12px 0;"><div style="width:26px;height:26px;border-radius:13px;background:${COLOR.brand};color:#ffffff;font-size:14px;line-height:26px;font-weight:bold;text-align:center;">${index + 1}</div></td><td valign="top" style="padding:2px 0 12px;font-size:15px;line-height:22px;color:${COLOR.ink};">${inlineHtml(step)}</td></tr>`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.text);
    case 'heading':
      return `${block.text.toUpperCase()}\n${'-'.repeat(block.text.length)}`;
    case 'button':
      return `${block.label}:\n${checkedHref(block.href)}`;
    case 'code':
      return `${block.label}: ${block.value}`;
    case 'facts':
      return block.facts.map((fact) => `${fact.label}: ${inlineText(fact.value)}`).join('\n');
    case 'totals':
      return block.rows
        .map((row, index) => {
          const line = `${row.label}: ${inlineText(row.value)}`;
          return index === block.rows.length - 1 ? `${'-'.repeat(line.length)}\n${line}` : line;
        })
        .join('\n');
    case 'items':
      return block.items
        .map((item) =>
          [`- ${item.title}: ${item.amount}`, ...item.details.map((line) => `  ${line}`)].join(
            '\n',
          ),
        )
        .join('\n');
    case 'steps':
      return block.steps.map((step, index) => `${index + 1}. ${inlineText(step)}`).join('\n');
    case 'note':
      return `> ${inlineText(block.text).replace(/\n/g, '\n> ')}`;
  }
}

const SIGN_OFF = ['A presto,', `Il team di ${SHOP.name}`] as const;
const CONTACTS = `Tel. ${SHOP.phone} · ${SHOP.email}`;

function html(content: EmailContent): string {
  const footer = [SHOP_LEGAL_LINE, CONTACTS, content.reason, ...(content.footer ?? [])]
    .map(
      (line) =>
        `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${COLOR.muted};">${inlineHtml(line)}</p>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="it" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
<!--[if mso]><style>body, table, td, p, a, h2, div { font-family: Arial, sans-serif !important; }</style><![endif]-->
<style>
@media (max-width: 480px) {
  .frame { padding: 0 !important; }
  .card { border-radius: 0 !important; }
  .gutter { padding-left: 20px !important; padding-right: 20px !important; }
  .fact-label, .fact-value { display: block !important; width: 100% !important; text-align: left !important; padding: 0 !important; }
  .fact-value { padding-bottom: 8px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:${COLOR.page};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(content.preview)}${'&#8199;&#847;'.repeat(40)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOR.page}" style="background:${COLOR.page};">
<tr><td class="frame" align="center" style="padding:24px 12px;">
<table role="presentation" class="card" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:100%;max-width:600px;background:#ffffff;border-radius:12px;font-family:${FONT};color:${COLOR.ink};">
<tr><td class="gutter" style="padding:24px 32px;border-bottom:1px solid ${COLOR.rule};">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="32" height="32" bgcolor="${COLOR.brand}" align="center" valign="middle" style="width:32px;height:32px;border-radius:8px;font-size:18px;line-height:32px;font-weight:bold;color:#ffffff;">${escapeHtml(SHOP.name.charAt(0))}</td>
<td style="padding-left:10px;"><div style="font-size:20px;line-height:24px;font-weight:bold;color:${COLOR.ink};">${escapeHtml(SHOP.name)}</div><div style="font-size:12px;line-height:16px;color:${COLOR.muted};">${escapeHtml(SHOP.tagline)}</div></td>
</tr></table>
</td></tr>
<tr><td class="gutter" style="padding:32px 32px 16px;">
<p style="${P}">${htmlString(content.greeting)}</p>
${content.blocks.map(blockHtml).join('\n')}
<p style="${P}margin-top:24px;">${SIGN_OFF.map(escapeHtml).join('<br>')}</p>
</td></tr>
<tr><td class="gutter" bgcolor="#f8fafc" style="padding:20px 32px 16px;border-top:1px solid ${COLOR.rule};border-radius:0 0 12px 12px;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function text(content: EmailContent): string {
  const footer = [SHOP_LEGAL_LINE, CONTACTS, content.reason, ...(content.footer ?? [])].map(
    inlineText,
  );
  return `${[
    SHOP.name,
    content.greeting,
    ...content.blocks.map(blockText),
    SIGN_OFF.join('\n'),
    `--\n${footer.join('\n')}`,
  ].join('\n\n')}\n`;
}

/** The e-mail as it leaves: HTML and plain text from the same content. */
export function renderEmail(content: EmailContent): EmailMessage {
  return {
    to: content.to,
    // A subject is one header line, whatever went into it.
    subject: content.subject.replace(/\s+/g, ' ').trim(),
    html: html(content),
    text: text(content),
    ...(content.headers ? { headers: content.headers } : {}),
  };
}
