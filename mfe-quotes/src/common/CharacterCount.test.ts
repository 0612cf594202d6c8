import { describe, expect, it } from 'vitest';
import { grouped } from './CharacterCount.tsx';

describe('a character count', () => {
  it('groups thousands as en-AU writes them', () => {
    for (const count of [0, 7, 999, 1000, 1234, 5000, 12345, 999999, 1000000, 1234567]) {
      expect(grouped(count)).toBe(new Intl.NumberFormat('en-AU').format(count));
    }
  });
});
