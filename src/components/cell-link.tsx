// A link in a table's cell: a plain anchor whose click the router follows. react-router's Link runs
// eight hooks a link (resolving its path against the route, the location, a navigate function, a
// prefetch state); the record tables, with two or three links a row and both layouts in the
// server's HTML, spent about a third of their hydration in them. A cell's path is whole (built in
// src/lib/paths.ts), so nothing needs resolving: one context read. Links outside tables keep
// react-router's Link.
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type CellNavigate = (to: string, options: { replace: boolean; flushSync?: boolean }) => void;

/** The router's navigate, given by the app (src/app/app.tsx). Without it a click loads the page. */
export const CellLinkNavigate = createContext<CellNavigate | null>(null);

/** Whether a click is the app's to follow, as react-router's Link decides: a plain left click. */
export function followsInApp(
  event: Pick<
    MouseEvent<HTMLAnchorElement>,
    'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
  >,
  target: string | undefined,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

type CellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A whole path of the app, e.g. paths.invoice.href(id). */
  to: string;
  /**
   * The new page drawn in one task, not in a transition's slices over several frames (the
   * router's default): for a page whose data is already here, e.g. the next page of a list.
   */
  flushSync?: boolean;
};

export function CellLink({ to, onClick, target, flushSync, ...rest }: CellLinkProps) {
  const navigate = useContext(CellLinkNavigate);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !followsInApp(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        // As Link does: the same address again replaces the entry instead of adding one.
        navigate(to, { replace: `${pathname}${search}${hash}` === to, flushSync });
      }}
    />
  );
}
