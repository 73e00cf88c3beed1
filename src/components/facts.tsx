// A record's facts as a definition list: each label over its value, each pair in its own <div> so
// the grid and the phone layout can keep them together.
import type { ReactNode } from 'react';

export type Fact = {
  label: ReactNode;
  value: ReactNode;
  key?: string;
  className?: string;
  valueClassName?: string;
};

/** `false`/`null` entries are left out, so a fact can be given only when it applies. */
export function Facts({
  facts,
  className = 'facts',
}: {
  facts: (Fact | false | null)[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact, i) =>
        fact ? (
          <div
            key={fact.key ?? (typeof fact.label === 'string' ? fact.label : i)}
            className={fact.className}
          >
            <dt>{fact.label}</dt>
            <dd className={fact.valueClassName}>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** A value, or a muted "none" where the record has none. */
export function OrNone({ value }: { value: ReactNode }) {
  return value ?? <span className="muted">none</span>;
}
