/** A range of calendar days, both ends included, as `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
const padded = (n: number, width: number) => String(n).padStart(width, '0');
/** Alternatives as one group (none is the empty text, one without a '|' needs no group). */
function grouped(alternatives: string[]): string {
  const joined = alternatives.filter(Boolean).join('|');
  return joined.includes('|') ? `(?:${joined})` : joined;
}

const digitClass = (low: number, high: number) => (low === high ? String(low) : `[${low}-${high}]`);

/** The numbers from `low` to `high` written with `low.length` digits: ('07', '31') → `0[7-9]|[12]\d|3[01]`. */
export function digitsBetween(low: string, high: string): string {
  const width = low.length;
  if (/^0*$/.test(low) && /^9*$/.test(high)) return '\\d'.repeat(width);
  const [first, last] = [Number(low[0]), Number(high[0])];
  if (width === 1) return digitClass(first, last);
  const [restLow, restHigh] = [low.slice(1), high.slice(1)];
  const [anyRest, lowest, highest] = ['\\d'.repeat(width - 1), '0'.repeat(width - 1), '9'.repeat(width - 1)];
  if (first === last) return `${first}${grouped([digitsBetween(restLow, restHigh)])}`;
  // Whole runs of leading digits share one class: 07..31 is 0[7-9], [12]\d, 3[01].
  const wholeFrom = restLow === lowest ? first : first + 1;
  const wholeTo = restHigh === highest ? last : last - 1;
  const alternatives: string[] = [];
  if (wholeFrom > first) alternatives.push(`${first}${grouped([digitsBetween(restLow, highest)])}`);
  if (wholeFrom <= wholeTo) alternatives.push(`${digitClass(wholeFrom, wholeTo)}${anyRest}`);
  if (wholeTo < last) alternatives.push(`${last}${grouped([digitsBetween(lowest, restHigh)])}`);
  return alternatives.join('|');
}

/** Every day of one year from month/day to month/day: `2026-(?:11-(?:2[7-9]|30)|12-…)`. */
function daysOfYear(year: number, [fromMonth, fromDay]: [number, number], [toMonth, toDay]: [number, number]): string {
  const months: string[] = [];
  for (let month = fromMonth; month <= toMonth; month++) {
    const first = month === fromMonth ? fromDay : 1;
    const last = month === toMonth ? toDay : daysIn(year, month);
    months.push(`${padded(month, 2)}-${grouped([digitsBetween(padded(first, 2), padded(last, 2))])}`);
  }
  return `${year}-${grouped(months)}`;
}

/** The months and days of every year, but 29 February. */
const EVERY_YEARS_DAYS = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';

/**
 * The calendar days of a range as one regular expression without anchors (no lookaround,
 * so a JSON Schema pattern any generator reads): whole years between the ends by digit
 * ranges, their 29 Februaries listed, the first and last years day by day.
 */
export function dayPattern({ from, to }: DayRange): string {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  if (fromYear === toYear) return daysOfYear(fromYear, [fromMonth, fromDay], [toMonth, toDay]);
  const alternatives = [daysOfYear(fromYear, [fromMonth, fromDay], [12, 31])];
  if (toYear - fromYear > 1) {
    alternatives.push(`${grouped([digitsBetween(String(fromYear + 1), String(toYear - 1))])}-${EVERY_YEARS_DAYS}`);
    const leapYears: number[] = [];
    for (let year = fromYear + 1; year < toYear; year++) if (isLeap(year)) leapYears.push(year);
    if (leapYears.length > 0) alternatives.push(`${grouped(leapYears.map(String))}-02-29`);
  }
  alternatives.push(daysOfYear(toYear, [1, 1], [toMonth, toDay]));
  return alternatives.join('|');
}
