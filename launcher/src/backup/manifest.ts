import { z } from 'zod';

/** Raised when the archive's layout changes; a restore refuses formats it does not know. */
export const BACKUP_FORMAT = 1;

/** Names become paths inside the archive: only plain SQL identifiers. */
const Identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain identifier');

export const BackedUpTable = z.object({
  schema: Identifier,
  name: Identifier,
  /** The COPY column list, in the order of the file's fields. */
  columns: z.array(Identifier).min(1),
  rows: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackedUpTable = z.infer<typeof BackedUpTable>;

export const BackedUpSequence = z.object({
  schema: Identifier,
  name: Identifier,
  /** A bigint, kept as text. */
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
export type BackedUpSequence = z.infer<typeof BackedUpSequence>;

export const Manifest = z.object({
  format: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  postgresMajor: z.number().int(),
  /** Cobber's migrations applied in each schema, in the order they ran. */
  migrations: z.record(Identifier, z.array(z.string())),
  tables: z.array(BackedUpTable),
  sequences: z.array(BackedUpSequence),
  files: z.object({ uploads: z.number().int().min(0), mailbox: z.number().int().min(0), secrets: z.boolean() }),
});
export type Manifest = z.infer<typeof Manifest>;

/** Where a table's rows are inside the archive (PostgreSQL's COPY text format). */
export function tableFile(table: { schema: string; name: string }): string {
  return `db/${table.schema}/${table.name}.copy`;
}

export const MANIFEST_FILE = 'manifest.json';
export const SECRETS_FILE = 'secrets.json';
export const UPLOADS = 'files/uploads';
export const MAILBOX = 'files/mailbox';
