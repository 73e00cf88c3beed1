// The title block of a page: heading, an optional line under it, and actions on the right.
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { AsOfNotice, StaleNotice } from './answer-notices';
import './page-header.css';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  /**
   * The browser title's parts, most specific first ("Contract 10004", "Harbor Bakery"); the
   * heading when it is text and this is not given.
   */
  documentTitle?: readonly (string | null | undefined)[];
}

export function PageHeader({ title, subtitle, badges, actions, documentTitle }: PageHeaderProps) {
  return (
    <div className="page-header">
      <PageTitle parts={documentTitle ?? [typeof title === 'string' ? title : null]} />
      <div className="page-header__text">
        <h1>
          <span className="page-header__title">{title}</span>
          {badges && <span className="page-header__badges">{badges}</span>}
        </h1>
        <StaleNotice />
        <AsOfNotice />
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </div>
  );
}
