// Placeholder until its issue lands: shows which page and record was asked for.
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';

export function Component() {
  const params = useParams();
  const location = useLocation();
  const record = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section>
      <PageHeader
        title={`Contract${record ? ` ${record}` : ''}`}
        subtitle={location.search || undefined}
      />
    </section>
  );
}
