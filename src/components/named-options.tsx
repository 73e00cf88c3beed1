// The options of a choice among named records (products, sections): "none" first, then one for a
// chosen number the list does not hold ("Section 12": a number from the address, or the names still
// loading) so the choice still shows, then the records by name.
import { Options } from './options';

export function NamedOptions({
  none,
  chosen,
  records,
  noun,
}: {
  /** The label of the empty choice, e.g. "Any section". */
  none: string;
  chosen: number | string | undefined;
  records: readonly { id: number; name: string }[] | undefined;
  /** Names a chosen number the list does not hold, e.g. "Section". */
  noun: string;
}) {
  const value = chosen === undefined ? '' : String(chosen);
  const unknown = value !== '' && !records?.some((record) => String(record.id) === value);
  return (
    <>
      <option value="">{none}</option>
      {unknown && (
        <option value={value}>
          {noun} {value}
        </option>
      )}
      <Options items={records ?? []} />
    </>
  );
}
