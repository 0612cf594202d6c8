import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SETTINGS_DOC, settingsDoc } from '../../scripts/settings-doc.ts';

describe('the settings reference', () => {
  it('is what the settings declarations say today', async () => {
    const written = await readFile(SETTINGS_DOC, 'utf8').catch(() => '');
    if (written !== settingsDoc()) expect.fail('docs/settings.md is stale: run npm run docs:settings');
  });
});
