// An ad size's width × height in its product's ad unit.
import { formatNumber } from '../../domain/format';

const UNIT_SYMBOLS: Record<string, string> = {
  Inches: 'in',
  Pixels: 'px',
  Feet: 'ft',
  mm: 'mm',
};

/** "10 × 21 in", "728 × 90 px"; plain numbers when the unit is null; null for a 0 × 0 size. */
export function formatDimensions(
  width: number,
  height: number,
  adUnit: string | null,
): string | null {
  if (width === 0 && height === 0) return null;
  const size = `${formatNumber(width)} × ${formatNumber(height)}`;
  if (!adUnit) return size;
  // An unit the API has not been seen to send is shown as it came.
  return `${size} ${UNIT_SYMBOLS[adUnit] ?? adUnit}`;
}
