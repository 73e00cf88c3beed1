// Route-level guard: a page the person's roles do not cover shows why instead of its content (the
// server refuses its data anyway). Nothing of the page loads, so no refused request is made.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/page-header';
import { accessQuery, forbiddenSection } from '../lib/access';
import { paths } from './paths';

export function RoleGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data } = useQuery(accessQuery());
  const section = forbiddenSection(data, location.pathname);
  if (!section) return children;
  const roles = data?.person?.roles.length ? data.person.roles.join(', ') : 'no role';
  return (
    <section>
      <PageHeader title="Not for your role" />
      <p>
        {section.label} {section.label.endsWith('s') ? 'are' : 'is'} for {section.allowed}. You are
        signed in as {data?.person?.name ?? 'someone'} ({roles}).
      </p>
      <p>
        If your work needs this page, ask an administrator of the account to give your user the
        role. <Link to={paths.home.href()}>Go to the home page</Link>.
      </p>
    </section>
  );
}
