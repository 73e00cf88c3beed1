// What a route shows while its code and first data are on the way: the shell stays, this fills
// the page's place, so a cold deep link is never a blank page (react-router's HydrateFallback).
import { Loading } from '../components/loading';

export function PageSkeleton() {
  return (
    <div className="page-skeleton">
      <span className="page-skeleton__title" aria-hidden="true" />
      <Loading label="Loading the page…" lines={8} />
    </div>
  );
}
