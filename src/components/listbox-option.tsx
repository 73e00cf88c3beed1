// An option in a combobox's list of choices: chosen by a click, while the input keeps the focus.
import type { ReactNode } from 'react';

export function ListboxOption({
  id,
  selected,
  className,
  onChoose,
  onMouseMove,
  children,
}: {
  id: string;
  /** The option the arrow keys are on. */
  selected: boolean;
  className: string;
  onChoose: () => void;
  onMouseMove?: () => void;
  children: ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={className}
      onMouseMove={onMouseMove}
      // The input keeps the focus: a click must not blur it before the choice is made.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </li>
  );
}
