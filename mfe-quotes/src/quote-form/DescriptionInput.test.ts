import { describe, expect, it } from 'vitest';
import { pickedDescription } from './DescriptionInput.tsx';

describe('a price-book item picked for a line', () => {
  it('carries its unit in the description, lines having no unit of their own', () => {
    expect(pickedDescription({ description: 'TPS cable 2.5mm', unit: 'm' })).toBe('TPS cable 2.5mm (per m)');
    expect(pickedDescription({ description: 'Callout', unit: 'per visit' })).toBe('Callout (per visit)');
    expect(pickedDescription({ description: 'LED downlight', unit: null })).toBe('LED downlight');
  });
});
