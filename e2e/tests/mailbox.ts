import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2ePorts } from './ports.ts';

// What the embedded app "sent": each mail as `.html` and `.eml` listed in `index.jsonl`,
// each text message as a `-sms-` file, all in the mailbox folder of the e2e data.

const mailbox = path.join(import.meta.dirname, '..', '..', e2ePorts.dataDir, 'mailbox');

interface MailEntry {
  name: string;
  to: string;
  subject: string;
  attachments: string[];
}

/** The mails to `to`, newest first. */
export async function mailsTo(to: string): Promise<MailEntry[]> {
  // Until the first mail, there is no list yet.
  const list = await readFile(path.join(mailbox, 'index.jsonl'), 'utf8').catch(() => '');
  const lines = list.split('\n').filter(Boolean);
  const entries = lines.map((line) => JSON.parse(line) as MailEntry).reverse();
  return entries.filter((mail) => mail.to === to);
}

/** The readable page of a mail, with its links as the client would tap them. */
export function mailPage(mail: MailEntry): Promise<string> {
  return readFile(path.join(mailbox, `${mail.name}.html`), 'utf8');
}

/** An Australian mobile as the app sends it: `0412 555 019` → `+61412555019`. */
function international(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('0') ? `+61${digits.slice(1)}` : digits;
}

/** The text messages sent to `phone` (as a person types it), each as written: the number, the time and the body. */
export async function textsTo(phone: string): Promise<string[]> {
  const names = (await readdir(mailbox)).filter((name) => name.includes('-sms-'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(mailbox, name), 'utf8')));
  return texts.filter((text) => text.startsWith(`SMS to ${international(phone)}\n`));
}
