import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-busy="true" aria-hidden="true" />;
}
