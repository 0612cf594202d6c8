import pg from 'pg';

export interface ReplicaReport {
  quotes: number;
  /** Quotes the invoices service's copy agrees with (status and total). */
  invoicesAgree: number;
  /** Quotes the payments service's copy knows with the same total. */
  paymentsAgree: number;
  disagreements: string[];
}

/**
 * Reads what each service keeps (test code may read every schema; services may not) and
 * compares the invoices and payments services' copies of the owner's quotes with the
 * quotes service's own rows: after a crash every event's effect must be there.
 */
export async function compareReplicas(databaseUrl: string, ownerId: string): Promise<ReplicaReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const truth = await client.query<{ id: string; status: string; total: string }>(
      'select id, status, total_amount::text as total from quotes.quotes where owner_id = $1',
      [ownerId],
    );
    const invoices = new Map(
      (
        await client.query<{ id: string; status: string; total: string }>(
          "select id, snapshot->>'status' as status, snapshot->>'totalAmount' as total from invoices.quotes where owner_id = $1",
          [ownerId],
        )
      ).rows.map((row) => [row.id, row]),
    );
    const payments = new Map(
      (
        await client.query<{ id: string; cents: string }>("select id, total_cents::text as cents from payments.documents where owner_id = $1 and type = 'quote'", [ownerId])
      ).rows.map((row) => [row.id, row]),
    );
    const report: ReplicaReport = { quotes: truth.rows.length, invoicesAgree: 0, paymentsAgree: 0, disagreements: [] };
    for (const quote of truth.rows) {
      const copy = invoices.get(quote.id);
      if (copy && copy.status === quote.status && Number(copy.total) === Number(quote.total)) report.invoicesAgree++;
      else report.disagreements.push(`invoices: ${quote.id} is ${quote.status} ${quote.total}, copy ${copy ? `${copy.status} ${copy.total}` : 'missing'}`);
      const known = payments.get(quote.id);
      if (known && Number(known.cents) === Math.round(Number(quote.total) * 100)) report.paymentsAgree++;
      else report.disagreements.push(`payments: ${quote.id} total ${quote.total}, copy ${known ? known.cents : 'missing'}`);
    }
    return report;
  } finally {
    await client.end();
  }
}

export async function ownerIdOf(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  return ((await response.json()) as { id: string }).id;
}
