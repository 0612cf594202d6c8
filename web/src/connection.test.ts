import { describe, expect, it } from 'vitest';
import { isNetworkFailure, offlineText } from './connection.ts';

const sydney = 'Australia/Sydney';

describe('offlineText', () => {
  it('gives the time the data was fetched, 24-hour, in the given time zone', () => {
    const savedAt = Date.parse('2026-11-23T23:42:00Z'); // 10:42 in Sydney (AEDT)
    expect(offlineText(savedAt, savedAt + 60_000, sydney)).toBe('Offline — showing what was saved at 10:42');
  });

  it('writes afternoon times as 24-hour and keeps the leading zero of early hours', () => {
    expect(offlineText(Date.parse('2026-11-24T04:05:00Z'), Date.parse('2026-11-24T05:00:00Z'), sydney)).toBe(
      'Offline — showing what was saved at 15:05',
    );
    expect(offlineText(Date.parse('2026-11-23T13:07:00Z'), Date.parse('2026-11-23T14:00:00Z'), sydney)).toBe(
      'Offline — showing what was saved at 00:07',
    );
  });

  it('names the day of a copy from another day, as the phone counts days', () => {
    const savedAt = Date.parse('2026-11-23T12:30:00Z'); // 23:30 on 23 Nov in Sydney
    const now = Date.parse('2026-11-23T13:30:00Z'); // 00:30 on 24 Nov in Sydney
    expect(offlineText(savedAt, now, sydney)).toBe('Offline — showing what was saved on 23 Nov 2026 at 23:30');
    expect(offlineText(savedAt, now, 'UTC')).toBe('Offline — showing what was saved at 12:30');
  });

  it('says so when nothing on screen was saved', () => {
    expect(offlineText(null, Date.now(), sydney)).toBe('Offline — nothing saved for this screen yet');
  });
});

describe('isNetworkFailure', () => {
  it("knows each browser's words for a fetch that reached no server", () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true);
  });

  it('does not take a bug or a refusal for a lost connection', () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isNetworkFailure(new Error('503: Service Unavailable'))).toBe(false);
  });
});
