// The advertiser page and the statement at an address whose number is not one (/advertisers/abc).
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../components/page-header';

export function NotAnAdvertiserNumber({ raw }: { raw: string }) {
  return (
    <section>
      <PageHeader title="Not an advertiser number" />
      <p>
        <code>{raw}</code> is not an advertiser number; advertiser numbers are whole numbers above
        0, such as 12.
      </p>
      <p>
        <Link to={paths.advertisers.href()}>Find an advertiser by name</Link>.
      </p>
    </section>
  );
}
