export interface TableName {
  schema: string;
  name: string;
}

export interface ForeignKey {
  child: TableName;
  parent: TableName;
}

const key = (table: TableName) => `${table.schema}.${table.name}`;

/**
 * The tables in an order a restore can fill them in: every table after the tables its
 * foreign keys point at (a key to itself, or to a table not being filled, binds nothing).
 * Otherwise the given order is kept. A cycle cannot be filled one table at a time.
 */
export function inForeignKeyOrder<T extends TableName>(tables: T[], foreignKeys: ForeignKey[]): T[] {
  const byKey = new Map(tables.map((table) => [key(table), table]));
  const parents = new Map(tables.map((table) => [key(table), new Set<string>()]));
  for (const { child, parent } of foreignKeys) {
    if (key(child) !== key(parent) && byKey.has(key(parent))) parents.get(key(child))?.add(key(parent));
  }
  const ordered: T[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.find((table) => !placed.has(key(table)) && [...parents.get(key(table))!].every((parent) => placed.has(parent)));
    if (!ready) {
      const stuck = tables.filter((table) => !placed.has(key(table))).map(key);
      throw new Error(`The foreign keys between ${stuck.join(', ')} form a cycle`);
    }
    ordered.push(ready);
    placed.add(key(ready));
  }
  return ordered;
}
