/**
 * The embedded default's mailbox: every message kept in a folder as the full MIME
 * message (`.eml`, attachments included) and as a page to read in a browser (`.html`,
 * links clickable, attachments saved beside it), listed newest first in `index.html`
 * and, for tools, one JSON line per message in `index.jsonl`. Both lists only ever grow
 * by one appended line per message (see mailbox-index.ts).
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailboxFileName } from './file-names.ts';
import { appendWhole, createOnce, moveOldIndexAside, PRIVATE_FILE, PRIVATE_FOLDER } from './mailbox-index.ts';
import type { MailMessage } from './mailer.ts';

export interface KeptMessage extends MailMessage {
  from: string;
  messageId: string;
  /** The message as sent, from nodemailer's stream transport. */
  eml: Buffer;
}

/** One line of `index.jsonl`. */
export interface IndexEntry {
  /** The message's files are `<name>.html`, `<name>.eml` and the folder `<name>/` of attachments. */
  name: string;
  to: string;
  subject: string;
  sentAt: string;
  messageId: string;
  attachments: string[];
}

const INDEX_PAGE = 'index.html';
const INDEX_LINES = 'index.jsonl';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Made once: a formatter costs far more to make than to use.
const SYDNEY_TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Australia/Sydney' });

function readableTime(iso: string): string {
  return SYDNEY_TIME.format(new Date(iso));
}

const PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:860px;margin:0 auto;padding:24px}h1{font-size:20px}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e7e5e4;vertical-align:top}a{color:#c2410c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px 16px;margin:0 0 16px}
dt{color:#78716c}dd{margin:0}iframe{width:100%;height:70vh;border:1px solid #e7e5e4;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px}`;

// The list's rows are appended oldest first; the browser shows them newest first.
const INDEX_STYLE = `table{display:block}thead,tbody{display:flex;flex-direction:column}tbody{flex-direction:column-reverse}
tr{display:grid;grid-template-columns:11.5em minmax(0,1fr) minmax(0,1.5fr) 9em;border-bottom:1px solid #e7e5e4}
th,td{border:0}td{overflow-wrap:break-word}
@media(max-width:640px){thead,td:nth-child(4){display:none}tr{grid-template-columns:1fr;padding:6px 0}td{padding:1px 10px}}`;

function pageStart(title: string, style: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>`;
}

function page(title: string, body: string): string {
  return `${pageStart(title, PAGE_STYLE)}${body}</main></body></html>\n`;
}

function messagePage(message: KeptMessage, entry: IndexEntry): string {
  const attachments = entry.attachments
    .map((file) => `<a href="${escapeHtml(`${entry.name}/${file}`)}">${escapeHtml(file)}</a>`)
    .join(', ');
  // The mail's own HTML goes in a frame, so its styles stay its own; links open in a new tab.
  const frame = `<base target="_blank">${message.html}`;
  return page(
    message.subject,
    `<p><a href="index.html">← Mailbox</a></p><h1>${escapeHtml(message.subject)}</h1><dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Date</dt><dd>${escapeHtml(readableTime(entry.sentAt))}</dd><dt>Message-ID</dt><dd>${escapeHtml(message.messageId)}</dd>
${attachments ? `<dt>Attachments</dt><dd>${attachments}</dd>` : ''}<dt>Source</dt><dd><a href="${escapeHtml(entry.name)}.eml">${escapeHtml(entry.name)}.eml</a></dd></dl>
<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(frame)}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>`,
  );
}

/** The list's beginning, written with its first row; left open so rows can follow (a browser closes it). */
function indexStart(): string {
  return `${pageStart('Cobber mailbox', PAGE_STYLE + INDEX_STYLE)}<h1>Cobber mailbox</h1><p>Every message the app sent, newest first.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead><tbody>
`;
}

function indexRow(entry: IndexEntry): string {
  return `<tr><td>${escapeHtml(readableTime(entry.sentAt))}</td><td>${escapeHtml(entry.to)}</td><td><a href="${escapeHtml(entry.name)}.html">${escapeHtml(entry.subject)}</a></td><td>${entry.attachments.length || ''}</td></tr>\n`;
}

function entryFor(message: KeptMessage): IndexEntry {
  const sentAt = new Date().toISOString();
  const id = /^<([^@]+)/.exec(message.messageId)?.[1]?.slice(0, 8) ?? 'mail';
  return {
    name: `${sentAt.replace(/[:.]/g, '-')}-${mailboxFileName(message.subject, 120)}-${id}`,
    to: message.to,
    subject: message.subject,
    sentAt,
    messageId: message.messageId,
    attachments: (message.attachments ?? []).map((a) => mailboxFileName(a.filename, 200)),
  };
}

export class LocalMailbox {
  readonly dir: string;
  private upgraded: Promise<void> | null = null;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** Keeps a message; answers the path of its readable page. */
  async keep(message: KeptMessage): Promise<string> {
    // Made again if a person cleared the folder while the app runs.
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER });
    await this.upgradeOnce();
    const entry = entryFor(message);
    const file = (name: string) => join(this.dir, name);

    if (entry.attachments.length > 0) {
      await mkdir(file(entry.name), { mode: PRIVATE_FOLDER });
      await Promise.all(
        (message.attachments ?? []).map((a, i) => writeFile(join(file(entry.name), entry.attachments[i]!), a.content, { mode: PRIVATE_FILE })),
      );
    }
    await writeFile(file(`${entry.name}.eml`), message.eml, { mode: PRIVATE_FILE });
    const htmlPath = file(`${entry.name}.html`);
    await writeFile(htmlPath, messagePage(message, entry), { mode: PRIVATE_FILE });

    await appendWhole(file(INDEX_LINES), `${JSON.stringify(entry)}\n`, true);
    await this.listOnPage(indexRow(entry));
    return htmlPath;
  }

  /** Once per mailbox object: a folder made before turns private, an old-style list moves aside. */
  private upgradeOnce(): Promise<void> {
    this.upgraded ??= (async () => {
      // A folder someone else owns stays as they set it.
      await chmod(this.dir, PRIVATE_FOLDER).catch(() => undefined);
      await moveOldIndexAside(this.dir, new Date().toISOString().replace(/[:.]/g, '-'));
    })().catch((error: unknown) => {
      this.upgraded = null;
      throw error;
    });
    return this.upgraded;
  }

  private async listOnPage(row: string): Promise<void> {
    const path = join(this.dir, INDEX_PAGE);
    if (await appendWhole(path, row, false)) return;
    await createOnce(path, indexStart());
    if (!(await appendWhole(path, row, false))) throw new Error(`${path} vanished while a row was added`);
  }
}
