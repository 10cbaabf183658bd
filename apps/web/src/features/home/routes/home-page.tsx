import { lazy, Suspense, type ReactNode } from 'react';
import { HomeActions } from '../components/home-actions';
import { HomeHero } from '../components/home-hero';
import { HomeHighlights } from '../components/home-highlights';
import classes from './home-page.module.css';

/** Below the fold: the list, its API call and the date helpers load after the first paint. */
const LatestNews = lazy(() => import('../components/latest-news'));

type THomePageProps = {
  /** The job search. It belongs to the search feature, so the app composes it in (routes.tsx). */
  search?: ReactNode;
};

export default function HomePage({ search }: THomePageProps) {
  return (
    <div className={classes.page}>
      <HomeHero />
      {search}
      <HomeActions />
      <Suspense fallback={null}>
        <LatestNews />
      </Suspense>
      <HomeHighlights />
    </div>
  );
}
