// A route's error boundary: what went wrong in this page, with Retry; the navigation stays usable.
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/error-panel';
import { PageTitle } from '../components/page-title';
import { NotFoundPage } from './not-found-page';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // A chunk that cannot be loaded (a new release): only a reload helps.
  const chunk = isChunkLoadError(error);
  const shown = chunk
    ? new Error(
        'This part of the viewer could not be loaded. It may have been updated: reload the page.',
      )
    : error instanceof Error
      ? error
      : new Error(
          isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error),
        );
  return (
    <>
      <PageTitle parts={['Something went wrong']} />
      <ErrorPanel
        error={shown}
        onRetry={chunk ? () => window.location.reload() : () => void revalidator.revalidate()}
        what="this page"
      />
    </>
  );
}
