/**
 * The embedded default's mailbox: every message kept in a folder as the full MIME
 * message (`.eml`, attachments included) and as a page to read in a browser (`.html`,
 * links clickable, attachments saved beside it), listed newest first in `index.html`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage } from './mailer.ts';

export interface KeptMessage extends MailMessage {
  from: string;
  messageId: string;
  /** The message as sent, from nodemailer's stream transport. */
  eml: Buffer;
}

interface IndexEntry {
  name: string;
  to: string;
  subject: string;
  sentAt: string;
  attachments: string[];
}

const INDEX_JSON = 'index.json';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function safeName(text: string, max = 60): string {
  return text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, max) || 'message';
}

function readableTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Australia/Sydney' }).format(
    new Date(iso),
  );
}

const PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:860px;margin:0 auto;padding:24px}h1{font-size:20px}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e7e5e4;vertical-align:top}a{color:#c2410c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px 16px;margin:0 0 16px}
dt{color:#78716c}dd{margin:0}iframe{width:100%;height:70vh;border:1px solid #e7e5e4;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>\n`;
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

function indexPage(entries: IndexEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(readableTime(e.sentAt))}</td><td>${escapeHtml(e.to)}</td><td><a href="${escapeHtml(e.name)}.html">${escapeHtml(e.subject)}</a></td><td>${e.attachments.length || ''}</td></tr>`,
    )
    .join('\n');
  return page(
    'Cobber mailbox',
    `<h1>Cobber mailbox</h1><p>Every message the app sent, newest first.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`,
  );
}

export class LocalMailbox {
  readonly dir: string;
  private entries: IndexEntry[] | null = null;
  /** Messages are written one at a time, so the index never loses one. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dir: string) {
    this.dir = dir;
  }

  /** Keeps a message; answers the path of its readable page. */
  keep(message: KeptMessage): Promise<string> {
    const kept = this.queue.then(() => this.write(message));
    this.queue = kept.catch(() => undefined);
    return kept;
  }

  private async load(): Promise<IndexEntry[]> {
    if (this.entries) return this.entries;
    try {
      this.entries = JSON.parse(await readFile(join(this.dir, INDEX_JSON), 'utf8')) as IndexEntry[];
    } catch {
      this.entries = [];
    }
    return this.entries;
  }

  private async write(message: KeptMessage): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const entries = await this.load();
    const sentAt = new Date().toISOString();
    const id = /^<([^@]+)/.exec(message.messageId)?.[1]?.slice(0, 8) ?? 'mail';
    const name = `${sentAt.replace(/[:.]/g, '-')}-${safeName(message.subject, 40)}-${id}`;
    const attachments = (message.attachments ?? []).map((a) => safeName(a.filename, 100));
    const entry: IndexEntry = { name, to: message.to, subject: message.subject, sentAt, attachments };

    if (attachments.length > 0) {
      await mkdir(join(this.dir, name), { recursive: true });
      await Promise.all(
        (message.attachments ?? []).map((a, i) => writeFile(join(this.dir, name, attachments[i]!), a.content)),
      );
    }
    await writeFile(join(this.dir, `${name}.eml`), message.eml);
    const htmlPath = join(this.dir, `${name}.html`);
    await writeFile(htmlPath, messagePage(message, entry));

    entries.unshift(entry);
    await writeFile(join(this.dir, INDEX_JSON), JSON.stringify(entries));
    await writeFile(join(this.dir, 'index.html'), indexPage(entries));
    return htmlPath;
  }
}
