// A filter form's draft of values that live in the address. It starts from them and follows them
// when they change (a search landed, back, forward, clear), except while the person is editing:
// from their first change until they apply or clear. The router changes the address before the
// applied list renders (in a transition), so a form made again from the address (a `key` remount)
// would drop the keys typed in between.
import { useState, type ChangeEvent, type SetStateAction } from 'react';

/** The draft and what it last took from the address. */
export interface AddressDraft<T> {
  draft: T;
  /** The address's values the draft last took, by their key. */
  taken: string;
  /** Changed since the person last applied or cleared. */
  edited: boolean;
  /** Counts the times the draft took the address. */
  generation: number;
}

/** The draft once the address's values are `given` (by `key`): the same object when nothing changes. */
export function followAddress<T>(was: AddressDraft<T>, given: T, key: string): AddressDraft<T> {
  if (was.taken === key) return was;
  if (was.edited) return { ...was, taken: key };
  return { draft: given, taken: key, edited: false, generation: was.generation + 1 };
}

/** The names of `T`'s text values. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

export function useAddressDraft<T>(
  /** The values in the address now. */
  given: T,
  /** Called while rendering when the draft takes the address: reset notes about the old draft. */
  { onFollow }: { onFollow?: () => void } = {},
) {
  // Equal values have equal keys.
  const key = JSON.stringify(given);
  const [state, setState] = useState<AddressDraft<T>>(() => ({
    draft: given,
    taken: key,
    edited: false,
    generation: 0,
  }));
  const next = followAddress(state, given, key);
  if (next !== state) {
    setState(next);
    if (next.generation !== state.generation) onFollow?.();
  }
  /** The person changes the draft: it no longer follows the address until applied. */
  const edit = (change: SetStateAction<T>) =>
    setState((was) => ({
      ...was,
      edited: true,
      draft: typeof change === 'function' ? (change as (draft: T) => T)(was.draft) : change,
    }));
  return {
    draft: next.draft,
    edit,
    /** `value` and `onChange` of a field that edits the draft's text `name`. */
    field: (name: TextKey<T>) => ({
      value: next.draft[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const text = event.target.value;
        edit((was) => ({ ...was, [name]: text }));
      },
    }),
    /** The draft was applied (or the filters cleared): it follows the address again. */
    applied: () => setState((was) => ({ ...was, edited: false })),
    /** Changes each time the draft takes the address: a `key` for fields that hold their own text. */
    generation: next.generation,
  };
}
