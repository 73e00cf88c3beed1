// The ad sizes and rates tabs' switch: `?active=false` asks the API for deleted records too.
import { useListParams } from '../../lib/use-list-params';
import { sizeTabSpec } from './url-params';

export function ActiveSwitch({ label }: { label: string }) {
  const { values, change } = useListParams(sizeTabSpec);
  return (
    <label className="active-switch">
      {/* Uncontrolled, keyed by the address: the box flips at once while the loader fetches the
          new list (the address changes only then), and follows back/forward by remounting. */}
      <input
        key={String(values.active)}
        type="checkbox"
        defaultChecked={!values.active}
        onChange={(e) => change({ active: !e.target.checked })}
      />
      <span>{label}</span>
    </label>
  );
}
