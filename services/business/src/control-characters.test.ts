import { apiClient, sendHostileText, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from './testing/service.ts';

describe('control characters in any text the business service takes', () => {
  let running: RunningBusinessService;
  beforeAll(async () => {
    running = await startBusinessService();
  });
  afterAll(() => running.stop());

  it('answer 400 naming the field for every text field of every body (business, clients), never 500', async () => {
    const report = await sendHostileText(running.service.app, apiClient(running.url, testOwner()));
    expect(report.wrong).toEqual([]);
    expect(report.sent).toBeGreaterThan(3 * 20);
  });
});
