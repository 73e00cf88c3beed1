// What a part of a page shows while its data is on the way.
import './loading.css';

export function Loading({ label = 'Loading…', lines = 3 }: { label?: string; lines?: number }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="loading__line" aria-hidden="true" />
      ))}
    </div>
  );
}
