// Previous / next paging: real links, so a page can be opened in a new tab (and followed without
// JavaScript), plus the page size where the list lets it change; the last page when it is known.
import { useId } from 'react';
import { CellLink } from './cell-link';
import './pager.css';

export interface PagerProps {
  page: number;
  /** True when this page has fewer rows than a page holds; null while that is not known yet. */
  isLastPage: boolean | null;
  /** The number of pages, when the list knows it: "Page 2 of 9" and a Last link. */
  pages?: number;
  /** The link of another page (same filters and sort). */
  hrefFor: (page: number) => string;
  /** The page size and its choices, where the list lets the person change it. */
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Names the list for assistive technology: "Invoice pages". */
  label: string;
  /** Says what is on screen, e.g. "Rows 26–50". */
  status?: string;
  /** Pointer or focus on Next: the person is heading there, so the next page may be fetched. */
  onHeadingToNext?: () => void;
}

export function Pager(props: PagerProps) {
  const { page, isLastPage, hrefFor, pages } = props;
  const sizeId = useId();
  const link = (to: number | false, rel: string, text: string, onHeading?: () => void) => (
    <li>
      <PageLink to={to === false ? null : hrefFor(to)} rel={rel} onHeading={onHeading}>
        {text}
      </PageLink>
    </li>
  );
  return (
    <nav className="pager" aria-label={props.label}>
      <ul className="pager__links">
        {link(page > 1 && 1, 'first', '« First')}
        {link(page > 1 && page - 1, 'prev', '‹ Previous')}
        <li className="pager__current" aria-current="page">
          Page {page}
          {pages !== undefined && ` of ${pages}`}
        </li>
        {link(isLastPage === false && page + 1, 'next', 'Next ›', props.onHeadingToNext)}
        {pages !== undefined && link(page < pages && pages, 'last', 'Last »')}
      </ul>
      {props.status && <p className="pager__status">{props.status}</p>}
      {props.pageSizes && (
        <p className="pager__size">
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            value={props.pageSize}
            onChange={(event) => props.onPageSizeChange?.(Number(event.target.value))}
          >
            {props.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </p>
      )}
    </nav>
  );
}

function PageLink({
  to,
  rel,
  children,
  onHeading,
}: {
  to: string | null;
  rel: string;
  children: string;
  onHeading?: () => void;
}) {
  if (to === null) {
    return (
      <span className="pager__link pager__link--disabled" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    // Another page of the same list, usually fetched already (on the way to Next): drawn in the
    // click's task. In the router's transition its 40 ms of rows were spread over several frames.
    <CellLink
      className="pager__link"
      to={to}
      rel={rel}
      onPointerEnter={onHeading}
      onFocus={onHeading}
      onTouchStart={onHeading}
      flushSync
    >
      {children}
    </CellLink>
  );
}
