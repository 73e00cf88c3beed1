// The ad sizes and rates tabs' switch: `?active=false` asks the API for deleted records too.
import { useSearchParams } from 'react-router';
import { withParam } from './url-params';

export function ActiveSwitch({ activeOnly, label }: { activeOnly: boolean; label: string }) {
  const [search, setSearch] = useSearchParams();
  return (
    <label className="active-switch">
      {/* Uncontrolled, keyed by the address: the box flips at once while the loader fetches the
          new list (the address changes only then), and follows back/forward by remounting. */}
      <input
        key={String(activeOnly)}
        type="checkbox"
        defaultChecked={!activeOnly}
        onChange={(e) => setSearch(withParam(search, 'active', e.target.checked ? 'false' : null))}
      />
      <span>{label}</span>
    </label>
  );
}
