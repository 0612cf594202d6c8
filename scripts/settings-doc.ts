/**
 * Writes docs/settings.md from the settings each package declares: the setting, its default
 * and what it does, the last from the declaration's own `.describe()`, so the page cannot
 * drift from the code (launcher/src/settings-doc.test.ts fails when it is stale).
 *
 *   npm run docs:settings
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BusinessServiceSettings } from '@cobber/business';
import { GatewaySettingsSchema } from '@cobber/gateway';
import { InvoicesServiceSettings } from '@cobber/invoices';
import { PaymentsServiceSettings } from '@cobber/payments';
import { QuotesServiceSettings } from '@cobber/quotes';
import type { z } from 'zod';
import { LauncherSettings } from '../launcher/src/settings/launcher-settings.ts';

export const SETTINGS_DOC = path.resolve(import.meta.dirname, '../docs/settings.md');

interface Package {
  title: string;
  started: string;
  schema: z.ZodObject;
}

const PACKAGES: Package[] = [
  { title: 'Embedded default', started: '`npm start`, `node launcher/src/main.ts`', schema: LauncherSettings },
  { title: 'Gateway', started: '`gateway/`, `npm start --workspace gateway`', schema: GatewaySettingsSchema },
  { title: 'Business service', started: '`services/business/`, `npm start --workspace services/business`', schema: BusinessServiceSettings },
  { title: 'Quotes service', started: '`services/quotes/`, `npm start --workspace services/quotes`', schema: QuotesServiceSettings },
  { title: 'Invoices service', started: '`services/invoices/`, `npm start --workspace services/invoices`', schema: InvoicesServiceSettings },
  { title: 'Payments service', started: '`services/payments/`, `npm start --workspace services/payments`', schema: PaymentsServiceSettings },
];

const INTRO = `# Settings

<!-- Made by scripts/settings-doc.ts from each package's settings declaration: run npm run docs:settings after changing one. -->

Every setting is read from the environment and checked at start-up against its package's
declaration (a zod schema in the package's \`src/config.ts\`; the embedded default's own in
\`launcher/src/settings/\`). A bad one stops the process with exit code 2, naming each bad
setting, before anything is touched. A setting set empty counts as unset.

**\`npm start\` takes every setting below**, each read through its own package's declaration
with the same rules (a half Twilio or Stripe set, \`SMTP_URL\` beside \`MAIL_TRANSPORT=mailbox\`…),
so \`LOGIN_LIMIT_PER_IP\`, \`TRUST_PROXY\`, \`PUBLIC_URL\`, the daily sending limits or \`MAIL_FROM\`
do under \`npm start\` what they do in a gateway or service started on its own. Where the
embedded default needs another default than the package's it sets one itself, and a value
in the environment still wins:

- \`DATABASE_URL\`: its embedded PostgreSQL; \`IDENTITY_SECRET\`, \`SESSION_SECRET\`: the ones kept
  in \`DATA_DIR/secrets.json\`.
- \`MAIL_TRANSPORT=mailbox\` and \`MAILBOX_DIR=DATA_DIR/mailbox\`, unless \`SMTP_URL\` is set: the
  local mailbox, for mail and, without Twilio, text messages.
- \`PAYMENTS_PROVIDER=test\`, unless \`STRIPE_SECRET_KEY\` is set: the built-in test provider
  (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; no money moves).
- \`REQUIRE_EMAIL_CONFIRMATION=false\`, \`UPLOAD_DIR=DATA_DIR/uploads\`, \`FRONTENDS_DIR\` the
  project's folder, and the services' \`PUBLIC_URL\` \`http://localhost:PORT\`.
- \`VAPID_PUBLIC_KEY\`, \`VAPID_PRIVATE_KEY\`: the Web Push key pair made once and kept in
  \`DATA_DIR/secrets.json\` (so phones stay subscribed across restarts and backups).

\`MAIL_FROM\` set names the sender of every mail; unset, each package's own. With
\`KAFKA_BROKERS\` the services' events go through Kafka. \`npm run start:distributed\` gives its
processes the same declarations and checks them all before it starts anything (see
[running.md](running.md)).
`;

/** The whole page, as the declarations say it today. */
export function settingsDoc(): string {
  return [INTRO, ...PACKAGES.map(packageTable)].join('\n');
}

function packageTable({ title, started, schema }: Package): string {
  const rows = Object.entries(schema.shape).map(([name, setting]) => {
    const description = setting.description;
    if (!description) throw new Error(`${title}: ${name} has no .describe() in its declaration`);
    return `| \`${name}\` | ${defaultOf(setting)} | ${cell(description)} |`;
  });
  return [`## ${title} (${started})`, '', '| Setting | Default | What it does |', '|---|---|---|', ...rows, ''].join('\n');
}

/** The value a setting takes when unset, read from its schema's default; else required or unset. */
function defaultOf(setting: z.ZodType): string {
  const fallback = declaredDefault(setting);
  if (fallback !== undefined) return fallback === '' ? 'empty' : `\`${String(fallback)}\``;
  return setting.safeParse(undefined).success ? 'unset' : 'required';
}

function declaredDefault(setting: z.ZodType): unknown {
  const def = setting.def as { type: string; defaultValue?: unknown; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe') return declaredDefault(def.in!) ?? declaredDefault(def.out!);
  if (def.type === 'optional' || def.type === 'nullable') return declaredDefault(def.innerType!);
  return undefined;
}

// A table cell is one line, and a bar in it would end the cell.
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

if (import.meta.main) {
  await writeFile(SETTINGS_DOC, settingsDoc());
  console.log(`Wrote ${path.relative(process.cwd(), SETTINGS_DOC)}`);
}
