// The ad sizes and rates tabs' switch: `?active=false` asks the API for deleted records too.
import { useSearchParams } from 'react-router';
import { withParam } from './url-params';

export function ActiveSwitch({ activeOnly, label }: { activeOnly: boolean; label: string }) {
  const [search, setSearch] = useSearchParams();
  return (
    <label className="active-switch">
      <input
        type="checkbox"
        checked={!activeOnly}
        onChange={(e) => setSearch(withParam(search, 'active', e.target.checked ? 'false' : null))}
      />
      <span>{label}</span>
    </label>
  );
}
