import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './section-nav.module.css';

export type TPageSection = { id: string; label: string };

/**
 * "On this page": a compact strip of links to the page's sections that stays under the header
 * as the page scrolls; it swipes sideways on a phone. The link of the section in view is marked
 * as the current location.
 */
export function SectionNav({ sections }: { sections: TPageSection[] }) {
  const { t } = useTranslation();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const ids = sections.map((section) => section.id).join(' ');

  useEffect(() => {
    const targets = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = targets.find((target) => visible.has(target.id));
        if (first) setCurrentId(first.id);
      },
      // The band just under the sticky header and this strip.
      { rootMargin: '-130px 0px -55% 0px' },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [ids]);

  useEffect(() => {
    if (!currentId) return;
    // Keeps the current link in sight inside the strip without moving the page.
    const link = links.current.get(currentId);
    const strip = link?.closest('nav');
    if (link && strip) {
      strip.scrollTo({
        left: link.offsetLeft - strip.clientWidth / 2 + link.clientWidth / 2,
        behavior: 'smooth',
      });
    }
  }, [currentId]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    // Sections laid out only when near the screen (job-detail-page.module.css) are laid out now,
    // so none changes height under the smooth scroll and moves the target away from it.
    document.documentElement.setAttribute('data-sections-laid-out', '');
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keyboard and screen-reader users land where they asked to go.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
    setCurrentId(id);
  };

  return (
    <nav className={classes.nav} aria-label={t('jobDetail.nav.label')}>
      <ul className={classes.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              ref={(node) => {
                if (node) links.current.set(section.id, node);
                else links.current.delete(section.id);
              }}
              href={`#${section.id}`}
              className={classes.link}
              aria-current={section.id === currentId ? 'location' : undefined}
              onClick={(event) => handleClick(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
