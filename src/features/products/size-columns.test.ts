import { describe, expect, it } from 'vitest';
import { formatDimensions } from './size-columns';

describe('formatDimensions', () => {
  it('names each observed ad unit', () => {
    expect(formatDimensions(10, 10.5, 'Inches')).toBe('10 × 10.5 in');
    expect(formatDimensions(728, 90, 'Pixels')).toBe('728 × 90 px');
    expect(formatDimensions(14, 48, 'Feet')).toBe('14 × 48 ft');
    expect(formatDimensions(210, 297, 'mm')).toBe('210 × 297 mm');
  });

  it('shows plain numbers without a unit, and an unknown unit as sent', () => {
    expect(formatDimensions(3.25, 2, null)).toBe('3.25 × 2');
    expect(formatDimensions(2, 3, 'Columns')).toBe('2 × 3 Columns');
  });

  it('has no dimensions for a 0 × 0 size (audio spots)', () => {
    expect(formatDimensions(0, 0, null)).toBeNull();
    expect(formatDimensions(0, 5, 'Inches')).toBe('0 × 5 in');
  });
});
