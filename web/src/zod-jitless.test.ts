import { describe, expect, it } from 'vitest';

describe('zod in the browser runs without eval (CSP has no unsafe-eval)', () => {
  it('reads the jitless setting made before it loads', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And a schema still parses, without compiling one.
    expect(z.object({ name: z.string() }).parse({ name: 'Zoe' })).toEqual({ name: 'Zoe' });
  });
});
