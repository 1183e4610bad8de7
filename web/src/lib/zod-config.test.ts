import './zod-config';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod-config', () => {
  it('makes zod build every parser without `new Function` (the CSP forbids it)', () => {
    expect(config().jitless).toBe(true);
    const evaluate = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string().min(1), cards: z.number() });
    expect(schema.parse({ name: 'Alemán', cards: 3 })).toEqual({ name: 'Alemán', cards: 3 });
    expect(schema.safeParse({ name: '', cards: 3 }).success).toBe(false);
    expect(evaluate).not.toHaveBeenCalled();
  });
});
