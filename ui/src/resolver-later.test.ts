import { describe, expect, it } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { resolverLater } from './resolver-later.ts';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('a form resolver made on its first check', () => {
  it('loads the schema once, on the first check, and checks with it every time', async () => {
    let loads = 0;
    const resolver = resolverLater<Values>(async () => {
      loads++;
      const check: Resolver<Values> = (values): ResolverResult<Values> => {
        if (values.name) return { values, errors: {} };
        return { values: {}, errors: { name: { type: 'required', message: 'Name is required' } } };
      };
      return check;
    });
    expect(loads).toBe(0);
    expect((await resolver({ name: '' }, undefined, options)).errors).toEqual({ name: { type: 'required', message: 'Name is required' } });
    expect((await resolver({ name: 'Zoe' }, undefined, options)).values).toEqual({ name: 'Zoe' });
    expect(loads).toBe(1);
  });

  it('tries the download again after it failed, rather than failing every check', async () => {
    let attempt = 0;
    const resolver = resolverLater<Values>(async () => {
      if (++attempt === 1) throw new Error('offline');
      const check: Resolver<Values> = (values) => ({ values, errors: {} });
      return check;
    });
    await expect(resolver({ name: 'Zoe' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ name: 'Zoe' }, undefined, options)).values).toEqual({ name: 'Zoe' });
  });
});
