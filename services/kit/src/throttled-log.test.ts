import { describe, expect, it } from 'vitest';
import { capturedLog, LEVEL } from './testing/log.ts';
import { ThrottledLog } from './throttled-log.ts';

const DOWN = { kind: 'database-unreachable', what: 'database unreachable', over: 'database reachable again' };
const FULL = { kind: 'database-disk-full', what: 'database disk full', over: 'database disk has room again' };

function clockedLog() {
  const { logger, lines } = capturedLog();
  let now = 1_000_000;
  const log = new ThrottledLog(logger, { unit: 'requests refused', now: () => now });
  return { log, lines, advance: (ms: number) => (now += ms) };
}

describe('a throttled log of an outage', () => {
  it('says it at error with its cause the first time, then once a minute with a count, then once at info when over', () => {
    const { log, lines, advance } = clockedLog();
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    log.failed(DOWN, cause, { path: '/api/clients' });
    for (let i = 0; i < 59; i++) {
      advance(1_000);
      log.failed(DOWN, cause);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: LEVEL.error, msg: 'database unreachable', path: '/api/clients', err: { message: cause.message } });
    advance(1_000);
    log.failed(DOWN, cause);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: LEVEL.error, msg: 'database unreachable (60 requests refused in the last minute)', reason: cause.message });
    expect(lines[1]!.err).toBeUndefined();
    advance(5_000);
    log.recovered();
    expect(lines[2]).toMatchObject({ level: LEVEL.info, msg: 'database reachable again after 65 s (61 requests refused in all)' });
    log.recovered();
    expect(lines).toHaveLength(3);
  });

  it('gives one error line a minute even when the failure comes and goes many times a minute', () => {
    const { log, lines, advance } = clockedLog();
    for (let i = 0; i < 1_200; i++) {
      log.failed(DOWN, new Error('Connection terminated unexpectedly'));
      advance(50);
      log.recovered();
      advance(50);
    }
    const errors = lines.filter((line) => line.level === LEVEL.error);
    expect(errors).toHaveLength(2);
    expect(errors[1]!.msg).toBe('database unreachable (600 requests refused in the last minute)');
    expect(lines.filter((line) => line.level === LEVEL.info)).toHaveLength(2);
  });

  it('keeps each kind apart', () => {
    const { log, lines, advance } = clockedLog();
    log.failed(DOWN, new Error('down'));
    log.failed(FULL, new Error('could not extend file: No space left on device'));
    advance(10_000);
    log.failed(FULL, new Error('again'));
    log.recovered(DOWN.kind);
    advance(60_000);
    log.failed(FULL, new Error('still full'));
    expect(lines.map((line) => line.msg)).toEqual([
      'database unreachable',
      'database disk full',
      'database reachable again after 10 s (1 requests refused in all)',
      'database disk full (2 requests refused in the last minute)',
    ]);
  });
});
