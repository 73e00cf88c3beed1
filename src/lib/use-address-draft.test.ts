import { describe, expect, it } from 'vitest';
import { followAddress, type AddressDraft } from './use-address-draft';

const start: AddressDraft<string> = { draft: 'a', taken: 'a', edited: false, generation: 0 };

describe('followAddress', () => {
  it('keeps the same draft while the address is the one it took', () => {
    expect(followAddress(start, 'a', 'a')).toBe(start);
    const typed = { ...start, draft: 'ab', edited: true };
    expect(followAddress(typed, 'a', 'a')).toBe(typed);
  });

  it('takes a new address when the person is not editing', () => {
    expect(followAddress(start, 'b', 'b')).toEqual({
      draft: 'b',
      taken: 'b',
      edited: false,
      generation: 1,
    });
  });

  it('keeps what the person typed since applying when the applied address lands', () => {
    // Applied 'b', then typed 'bc' before the list with 'b' rendered.
    const typing = { draft: 'bc', taken: 'a', edited: true, generation: 0 };
    const landed = followAddress(typing, 'b', 'b');
    expect(landed).toEqual({ draft: 'bc', taken: 'b', edited: true, generation: 0 });
    // Once applied again, the next address is taken.
    expect(followAddress({ ...landed, edited: false }, 'bc', 'bc')).toEqual({
      draft: 'bc',
      taken: 'bc',
      edited: false,
      generation: 1,
    });
  });
});
