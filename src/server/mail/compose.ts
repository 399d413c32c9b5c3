import { isMailKind } from '../../common/mailKinds';
import type { Language } from '../../common/languages';
import type { MailEvent } from './events';
import { boardInvitation } from './calendar';
import { oneLine, type StoredBody } from './outbox';
import { unseal, unsubscribeUrl } from './seal';
import { FRAME, wordsOf } from './texts';

/**
 * A message as nodemailer takes it, made when it is sent from outbox rows of one recipient (one row, or the rows of
 * a daily digest): plain text and HTML in the recipient's language, the university's name, a link to the screen
 * built only from PUBLIC_URL, List-Unsubscribe (RFC 8058) for the kinds a person chooses, the calendar part of a
 * board mail. Every header value is one line (oneLine): no name or subject can add a header.
 */

export interface ComposeSettings {
  publicUrl: string;
  from: string;
  universityName: string;
  timeZone: string;
  secret: string;
}

export interface OutboxRow {
  Id: number;
  Kind: string;
  AccountId: number | null;
  Language: string;
  Subject: string;
  Body: string;
  MessageId: string;
}

export interface Message {
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  list?: { unsubscribe: string };
  icalEvent?: { method: string; filename: string; content: string };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The link of a row: PUBLIC_URL and the stored path (a reset mail: its unsealed token). */
function linkOf(body: StoredBody, s: ComposeSettings): string {
  if (body.event.type === 'passwordReset') {
    const token = unseal(s.secret, body.event.sealed) ?? '';
    return `${s.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }
  return `${s.publicUrl}${body.link.startsWith('/') ? body.link : `/${body.link}`}`;
}

function section(event: MailEvent, lang: Language, link: string) {
  const w = wordsOf(event, lang);
  return {
    subject: w.subject,
    text: [...w.lines, '', `${w.action}: ${link}`].join('\n'),
    html: `${w.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>`,
  };
}

/** Composes one message to `address` from `rows` (all of one recipient and, when several, of one digest). */
export function compose(rows: OutboxRow[], address: string, s: ComposeSettings): Message {
  const first = rows[0]!;
  const lang: Language = first.Language === 'vi' ? 'vi' : 'en';
  const frame = FRAME[lang];
  const bodies = rows.map((r) => JSON.parse(r.Body) as StoredBody);
  const name = oneLine(bodies[0]!.name);
  const parts = bodies.map((b) => section(b.event, lang, linkOf(b, s)));
  const digest = rows.length > 1;
  const subject = oneLine(digest ? `${frame.digest} (${rows.length})` : first.Subject);
  const kind = first.Kind;
  const unsubscribe = isMailKind(kind) && first.AccountId !== null ? unsubscribeUrl(s.publicUrl, s.secret, first.AccountId, kind) : null;
  const footerText = [frame.sentBy(s.universityName), ...(unsubscribe ? [`${frame.unsubscribe}: ${unsubscribe}`] : [])];
  const text = [frame.hello(name), '', ...(digest ? [frame.digestIntro(rows.length), ''] : []), parts.map((p) => p.text).join('\n\n———\n\n'), '', '--', ...footerText].join('\n');
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>` +
    `<p>${escapeHtml(frame.hello(name))}</p>` +
    (digest ? `<p>${escapeHtml(frame.digestIntro(rows.length))}</p>` : '') +
    parts.map((p) => `<div>${digest ? `<h2>${escapeHtml(p.subject)}</h2>` : ''}${p.html}</div>`).join('<hr>') +
    `<hr><p><small>${escapeHtml(frame.sentBy(s.universityName))}` +
    (unsubscribe ? ` <a href="${escapeHtml(unsubscribe)}">${escapeHtml(frame.unsubscribe)}</a>` : '') +
    `</small></p></body></html>`;
  const message: Message = {
    from: oneLine(s.from),
    to: { name, address },
    subject,
    text,
    html,
    messageId: first.MessageId,
    headers: unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
    ...(unsubscribe ? { list: { unsubscribe } } : {}),
  };
  // the calendar part only on a single board mail (a digest is a summary)
  const event = bodies[0]!.event;
  if (!digest && (event.type === 'boardAdded' || event.type === 'boardMoved' || event.type === 'boardRemoved')) {
    const method = event.type === 'boardRemoved' ? 'CANCEL' : 'REQUEST';
    const organizer = /<([^>]+)>/.exec(s.from)?.[1] ?? s.from;
    message.icalEvent = {
      method,
      filename: 'invite.ics',
      content: boardInvitation(event.board, method, event.sequence, s.timeZone, { name: s.universityName, email: organizer }, { name, email: address }),
    };
  }
  return message;
}

/** A sent reset mail keeps no usable token in the outbox. */
export function wipedBody(body: string): string {
  const parsed = JSON.parse(body) as StoredBody;
  return parsed.event.type === 'passwordReset' ? JSON.stringify({ ...parsed, event: { ...parsed.event, sealed: '' } }) : body;
}
