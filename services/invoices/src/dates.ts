import type { IsoDate } from '@cobber/contracts';

/**
 * node-pg reads a `date` column as local midnight; its local calendar fields are the
 * date PostgreSQL stored, whatever the process's time zone.
 */
export function isoDate(value: Date | string): IsoDate {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
