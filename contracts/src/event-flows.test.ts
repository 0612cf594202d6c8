import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consumedBy, EVENT_FLOWS } from './event-flows.ts';
import { eventDataSchemas, INVOICE_EVENT_TYPES, QUOTE_EVENT_TYPES, type EventType } from './events.ts';

const ARCHITECTURE = path.resolve(import.meta.dirname, '../../docs/architecture.md');

/** The architecture page's table of events: `| \`type\` | producer | consumers |` rows under "## Events". */
async function documentedEvents(): Promise<Record<string, { producer: string; consumers: string }>> {
  const text = await readFile(ARCHITECTURE, 'utf8');
  const section = text.slice(text.indexOf('\n## Events\n'), text.indexOf('\n## ', text.indexOf('\n## Events\n') + 1));
  const rows: Record<string, { producer: string; consumers: string }> = {};
  for (const [, type, producer, consumers] of section.matchAll(/^\| `([\w.]+)` \| (\w+) \| (.+) \|$/gm)) rows[type!] = { producer: producer!, consumers: consumers! };
  return rows;
}

describe('who publishes and who consumes each event', () => {
  it('names every event type once', () => {
    expect(Object.keys(EVENT_FLOWS).sort()).toEqual(Object.keys(eventDataSchemas).sort());
  });

  it('says what an event nobody consumes is published for, and only then', () => {
    for (const flow of Object.values(EVENT_FLOWS)) expect(flow.consumers.length === 0).toBe(flow.publishedFor !== undefined);
  });

  it('is what docs/architecture.md lists', async () => {
    const documented = await documentedEvents();
    const expected = Object.fromEntries(
      (Object.keys(EVENT_FLOWS) as EventType[]).map((type) => {
        const flow = EVENT_FLOWS[type];
        return [type, { producer: flow.producer, consumers: flow.consumers.length ? flow.consumers.join(', ') : `none: published for ${flow.publishedFor}` }];
      }),
    );
    expect(documented).toEqual(expected);
  });

  it('has the business service consume only what the owner hears about: it keeps no copies', () => {
    expect(consumedBy('business').sort()).toEqual(['payment.succeeded', 'quote.approved', 'quote.rejected', 'quote.update_requested', 'quote.viewed']);
  });

  it('lists every quote and invoice event where a copy of the document is kept', () => {
    const streamOf = (stream: string) => Object.keys(eventDataSchemas).filter((type) => type.startsWith(`${stream}.`));
    expect([...QUOTE_EVENT_TYPES].sort()).toEqual(streamOf('quote').sort());
    expect([...INVOICE_EVENT_TYPES].sort()).toEqual(streamOf('invoice').sort());
  });
});
