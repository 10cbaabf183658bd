import { HomeActions } from '../components/home-actions';
import { HomeHero } from '../components/home-hero';
import { HomeHighlights } from '../components/home-highlights';
import classes from './home-page.module.css';

export default function HomePage() {
  return (
    <div className={classes.page}>
      <HomeHero />
      <HomeActions />
      <HomeHighlights />
    </div>
  );
}
