import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createLogger, HttpError, idempotencyStoreMigration, migrate, type Knex, type SendRequest } from '@cobber/kit';
import { createTestDatabase, testOwner } from '@cobber/kit/testing';
import { mailLogLimitsMigration, mailLogMigration } from '../mail/mail-log.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createBusinessReplica } from '../priced/business-replica.ts';
import { smsLogMigration, smsLogSegmentsMigration } from '../sms/sms-log.ts';
import { sendToClient, type ClientSending, type DocumentSend } from './index.ts';

const SCHEMA = 'send_to_client_test';

/** A job note the client is sent: mailed or texted by the plan's choice, its `sent` count its record. */
function notePlan(id: string, by: 'email' | 'text'): DocumentSend<{ sent: number }> {
  return {
    document: { table: 'notes', id },
    related: 'quote',
    async prepare(db, { business }) {
      const note = await db('notes').where({ id }).first();
      const message =
        by === 'text'
          ? { by: 'text' as const, to: '+61412345678', body: `${business.name}: ${note.text}` }
          : { by: 'email' as const, to: 'client@example.com', subject: 'Your note', html: note.text, text: note.text, attachments: [{ filename: 'note.txt', content: new TextEncoder().encode(note.text), contentType: 'text/plain' }] };
      return {
        message,
        record: async (trx) => (await trx('notes').where({ id }).increment('sent', 1).returning('sent'))[0],
      };
    },
  };
}

describe('sending a document to its client through its plan', () => {
  let db: Knex;
  const mails: MailMessage[] = [];
  const texts: string[] = [];
  let mailRefuses = false;
  const sending: ClientSending = {
    mailer: { send: async (message) => (mails.push(message), mailRefuses ? { messageId: '', accepted: false, error: 'mailbox full' } : { messageId: `<${mails.length}@x>`, accepted: true }) },
    sms: { send: async (message) => (texts.push(message.body), { accepted: true, id: `sms-${texts.length}` }) },
    mailPerDay: 10,
    smsPerDay: 10,
    publicUrl: 'http://localhost:3000',
    logger: createLogger('test', 'silent'),
  };

  beforeAll(async () => {
    db = connect(await createTestDatabase(), SCHEMA);
    await migrate(db, SCHEMA, [
      mailLogMigration,
      mailLogLimitsMigration,
      smsLogMigration,
      smsLogSegmentsMigration,
      idempotencyStoreMigration,
      { name: '001_businesses', up: createBusinessReplica },
      {
        name: '002_notes',
        up: (knex) =>
          knex.schema.createTable('notes', (t) => {
            t.uuid('id').primary();
            t.uuid('owner_id').notNullable();
            t.text('text').notNullable();
            t.integer('sent').notNullable().defaultTo(0);
            t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
          }),
      },
    ]);
  });
  afterAll(() => db.destroy());

  async function note() {
    const owner = testOwner();
    const id = crypto.randomUUID();
    await db('notes').insert({ id, owner_id: owner.id, text: `Fix the tap ${id.slice(0, 4)}` });
    const request = (): SendRequest => ({ method: 'POST', path: `/notes/${id}/send`, get: () => '', set: () => undefined, state: { owner, body: {} } });
    return { id, owner, request };
  }

  it('texts once and records it once, a retry of the same request answering the first send', async () => {
    const { id, request } = await note();
    const first = await sendToClient(db, request(), sending, notePlan(id, 'text'));
    const again = await sendToClient(db, request(), sending, notePlan(id, 'text'));
    expect(first).toEqual({ sent: 1 });
    expect(again).toEqual(first);
    expect(texts.filter((text) => text.includes(id.slice(0, 4)))).toEqual([`Your Business: Fix the tap ${id.slice(0, 4)}`]);
  });

  it('answers 502 for a refused email and records nothing, so trying again really mails again', async () => {
    const { id, request } = await note();
    mailRefuses = true;
    const refused = await sendToClient(db, request(), sending, notePlan(id, 'email')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(502);
    expect(await db('notes').where({ id }).first('sent')).toEqual({ sent: 0 });
    mailRefuses = false;
    expect(await sendToClient(db, request(), sending, notePlan(id, 'email'))).toEqual({ sent: 1 });
    const mailed = mails.filter((mail) => mail.text.includes(id.slice(0, 4)));
    expect(mailed).toHaveLength(2);
    expect(mailed[1]!.attachments?.map((file) => file.filename)).toEqual(['note.txt']);
  });
});
