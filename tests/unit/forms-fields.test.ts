import { describe, expect, it } from 'vitest';
import { characterCount, groupDigits } from '../../src/lib/forms/fields.ts';

describe('character counter', () => {
  it('groups digits as en-GB does', () => {
    for (const n of [0, 7, 99, 999, 1000, 1234, 2000, 12_345, 999_999, 1_000_000, 1_234_567]) {
      expect(groupDigits(n), String(n)).toBe(n.toLocaleString('en-GB'));
    }
  });

  it('reads "<typed> / <limit> characters"', () => {
    expect(characterCount(0, 2000, 'characters')).toBe('0 / 2,000 characters');
    expect(characterCount(1500, 5000, 'characters')).toBe('1,500 / 5,000 characters');
  });
});
