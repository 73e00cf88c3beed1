// A thin bar at the top while anything is loading: a route change or any query.
import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import './progress-bar.css';

export function ProgressBar() {
  const fetching = useIsFetching();
  const navigation = useNavigation();
  const busy = fetching > 0 || navigation.state !== 'idle';
  if (!busy) return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading" />;
}
