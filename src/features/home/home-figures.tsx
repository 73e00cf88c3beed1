// Home's figures for the person, by role (the server's home view: each the number of the list it
// links to), in the page's HTML. A person whose role has no figures, or whom the view refuses, sees none.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { advertiserLabel } from '../../api/advertisers';
import { ApiError } from '../../domain/api-error';
import {
  homeContract,
  type HomeAmount,
  type HomeFigure,
  type HomeGroup,
  type HomeLine,
  type HomeLink,
} from '../../domain/home-view';
import { viewQuery } from '../../api/view-query';
import { paths } from '../../app/paths';
import { useAdvertiserName } from '../../components/advertiser-name';
import { formatInteger, formatMoney, formatPercent } from '../../domain/format';

export const homeFiguresQuery = () => viewQuery(homeContract, {});

const TITLES: Record<HomeGroup['role'], string> = {
  sales: 'Sales',
  sales_manager: 'The team',
  accounting: 'Accounting',
  production: 'Production',
};

function hrefOf(link: HomeLink): string {
  if (link.page === 'contract') return paths.contract.href(link.id!);
  if (link.page === 'advertiser') return paths.advertiser.href(link.id!);
  return paths[link.page].href(new URLSearchParams(link.query));
}

const written = (amount: HomeAmount) =>
  'count' in amount ? formatInteger(amount.count) : formatMoney(amount.money, amount.currency);

function AdvertiserText({ id }: { id: number }) {
  return advertiserLabel(id, useAdvertiserName(id));
}

function Line({ line }: { line: HomeLine }) {
  const { advertiserId: advertiser, link } = line;
  return (
    <li>
      <Link to={hrefOf(link)}>
        {link.page === 'advertiser' && advertiser !== undefined ? (
          <AdvertiserText id={advertiser} />
        ) : (
          line.label
        )}
      </Link>
      {link.page === 'contract' && advertiser !== undefined && (
        <span className="home__muted">
          {' '}
          <AdvertiserText id={advertiser} />
        </span>
      )}
      {line.amount && <span className="num">{written(line.amount)}</span>}
    </li>
  );
}

function Figure({ figure }: { figure: HomeFigure }) {
  return (
    <li className="home-figure" data-figure={figure.id}>
      <Link to={hrefOf(figure.link)} className="home-figure__link">
        <span className="home-figure__label">{figure.label}</span>
        <span className="home-figure__value num">
          {figure.unavailable ? '—' : written(figure.amount)}
        </span>
      </Link>
      {figure.unavailable && <p className="home__muted">{figure.unavailable}</p>}
      {figure.against?.map((a) => (
        <p key={a.label} className="home-figure__against">
          {written(a.amount)} {a.label}
          {a.percent !== undefined && a.percent !== null && (
            <> ({formatPercent(Math.round(a.percent))})</>
          )}
        </p>
      ))}
      {figure.lines && figure.lines.length > 0 && (
        <ul className="home-figure__lines">
          {figure.lines.map((line, i) => (
            <Line key={i} line={line} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function HomeFigures() {
  const query = useQuery(homeFiguresQuery());
  if (query.isPending) return <p className="home__muted">Reading your figures…</p>;
  if (query.isError) {
    // Refused (a policy that closes the view): no figures, no dead end.
    if (query.error instanceof ApiError && query.error.status === 403) return null;
    return <p className="home__muted">Your figures are not available: {query.error.message}</p>;
  }
  const { groups, me } = query.data;
  return groups.map((group) => (
    <section
      key={group.role}
      aria-labelledby={`home-figures-${group.role}`}
      className="home__figures"
    >
      <h2 id={`home-figures-${group.role}`}>
        {group.role === 'sales' && group.mine && me
          ? `Your sales, ${me.name}`
          : group.role === 'sales'
            ? 'Sales, everyone’s'
            : TITLES[group.role]}
      </h2>
      <ul className="home-figures">
        {group.figures.map((figure) => (
          <Figure key={figure.id} figure={figure} />
        ))}
      </ul>
    </section>
  ));
}
