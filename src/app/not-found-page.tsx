// Shown for any URL the viewer does not know.
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/page-header';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <section>
      <PageHeader title="Page not found" />
      <p>
        There is no page at <code>{location.pathname}</code>.
      </p>
      <p>
        <Link to={paths.home.href()}>Go to the home page</Link> to find a contract or an invoice by
        number.
      </p>
    </section>
  );
}
