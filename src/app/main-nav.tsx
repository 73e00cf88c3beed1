// The main navigation: one bar on a wide screen; on a phone a "Menu" disclosure (a <details>, so it
// opens without JavaScript too) whose groups put every section two taps away. Both list only the
// sections the person may open (nav-items.ts).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { WatchingMark } from '../features/watching/watching-mark';
import { accessQuery } from '../lib/access';
import { navGroupsFor, type NavItem } from './nav-items';
import { paths } from './paths';

function ItemLink({ item }: { item: NavItem }) {
  return (
    <NavLink to={item.to}>
      {item.label}
      {item.to === paths.watching.path && <WatchingMark />}
    </NavLink>
  );
}

export function MainNav() {
  const access = useQuery(accessQuery());
  const groups = navGroupsFor(access.data);
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // A link followed closes the menu (the page under it is the answer).
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <nav aria-label="Main" className="app-nav">
      <ul className="app-nav__bar">
        {groups.flatMap((group) =>
          group.items.map((item) => (
            <li key={item.to}>
              <ItemLink item={item} />
            </li>
          )),
        )}
      </ul>
      <details className="app-nav__menu" ref={menu} onKeyDown={closeOnEscape}>
        <summary>Menu</summary>
        <div className="app-nav__groups">
          {groups.map((group) => (
            <div key={group.label} className="app-nav__group">
              <h2 className="app-nav__group-name" id={`nav-group-${group.label}`}>
                {group.label}
              </h2>
              <ul aria-labelledby={`nav-group-${group.label}`}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <ItemLink item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </nav>
  );
}
