import type { SelectHTMLAttributes } from 'react';
import { AUSTRALIAN_TIME_ZONE, AUSTRALIAN_TIME_ZONES, TimeZone, TimeZoneLabels } from '@cobber/contracts';
import { Select } from '@cobber/ui';

/** The business's time zone, by state. */
export function TimeZoneSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select {...props}>
      {AUSTRALIAN_TIME_ZONES.map((zone) => (
        <option key={zone} value={zone}>
          {TimeZoneLabels[zone]}
        </option>
      ))}
    </Select>
  );
}

/** A new business's first guess: the phone's own zone when it is one of ours, else Sydney's. */
export function deviceTimeZone(): TimeZone {
  const zone = TimeZone.safeParse(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return zone.success ? zone.data : AUSTRALIAN_TIME_ZONE;
}
