// A seller chooser for a filter form (a plain select named `seller`, so the form works without
// script): everyone, the signed-in seller ("Mine") when known, then every seller by name.
import type { NamedUser } from '../domain/mirror-views';
import { Options } from './options';

export function SellerSelect({
  sellers,
  value,
  me = null,
}: {
  sellers: readonly NamedUser[];
  value: number | null | undefined;
  me?: NamedUser | null;
}) {
  return (
    <label>
      Seller{' '}
      <select name="seller" defaultValue={value ?? ''}>
        <option value="">Everyone</option>
        {me && <option value={me.id}>Mine ({me.name})</option>}
        <Options items={sellers} />
      </select>
    </label>
  );
}
