// A text box whose value lives in the URL and is written as the person types.
import { useState, type InputHTMLAttributes } from 'react';

type LiveTextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** The value in the address. */
  value: string;
  /** Called on every change; usually writes the address (with `replace`). */
  onValueChange: (value: string) => void;
};

/**
 * The address changes only after the router has run the route's loader, a moment after each key
 * press: a box controlled by the address alone would drop letters typed in between. While it has
 * the focus the box shows what was typed; otherwise (back, forward, a link) what the address says.
 */
export function LiveTextInput({
  value,
  onValueChange,
  onFocus,
  onBlur,
  ...rest
}: LiveTextInputProps) {
  const [typed, setTyped] = useState(value);
  const [focused, setFocused] = useState(false);
  return (
    <input
      {...rest}
      value={focused ? typed : value}
      onFocus={(event) => {
        setTyped(value);
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      onChange={(event) => {
        setTyped(event.target.value);
        onValueChange(event.target.value);
      }}
    />
  );
}

/** A labelled search box whose text lives in the address: a list searched as the person types. */
export function LiveSearchField({ label, ...input }: LiveTextInputProps & { label: string }) {
  return (
    <label>
      <span>{label}</span>
      <LiveTextInput type="search" {...input} />
    </label>
  );
}
