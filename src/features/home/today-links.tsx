// Home's "Today" card: this week's run sheet, the renewals due in the next 60 days, availability
// across products, and a product's availability from today (a product chooser: the products list is cached reference data).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { productListQuery } from '../../api/products';
import { paths } from '../../app/paths';
import { Options } from '../../components/options';

export function TodayLinks() {
  const products = useQuery(productListQuery());
  const navigate = useNavigate();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  return (
    <section aria-labelledby="home-today" className="home__card">
      <h2 id="home-today">Today</h2>
      <ul className="home__browse">
        <li>
          <Link to={paths.schedule.href()}>Run sheet</Link>: what runs this week, by product and
          date
        </li>
        <li>
          <Link to={paths.renewals.href()}>Renewals</Link>: advertisers whose bookings end in the
          next 60 days
        </li>
        <li>
          <Link to={paths.availability.href()}>Availability</Link>: what is free of every product’s
          sizes, the next three months
        </li>
      </ul>
      <form
        className="home__availability"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void navigate(paths.productTab.href(chosen, 'availability'));
        }}
      >
        <label htmlFor={selectId}>Availability of</label>
        <select id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">
            {products.isError ? 'Products could not be loaded' : 'Choose a product'}
          </option>
          <Options items={products.data?.items ?? []} />
        </select>
        <button type="submit" className="button" disabled={!chosen}>
          Open
        </button>
      </form>
    </section>
  );
}
