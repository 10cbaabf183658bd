import { useId, useState } from 'react';
import classes from './news-cover.module.css';

type TNewsCoverProps = {
  url: string | null;
  /** A CSS colour shown while the image loads. */
  placeholder?: string | null;
  /** Empty when the picture is decoration next to the title. */
  alt?: string;
  /** The first screenful's picture loads at once; the rest when scrolled near. */
  isEager?: boolean;
  className?: string;
};

/**
 * An article's cover at a fixed ratio. A missing picture, or one that fails to load, is replaced
 * by a stock placeholder (spec 000 section 2: News board).
 */
export function NewsCover({
  url,
  placeholder,
  alt = '',
  isEager = false,
  className,
}: TNewsCoverProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isMissing = !url || failedUrl === url;
  const classNames = className ? `${classes.cover} ${className}` : classes.cover;

  return (
    <div
      className={classNames}
      style={isMissing ? undefined : { background: placeholder ?? undefined }}
    >
      {isMissing ? (
        <StockCover />
      ) : (
        <img
          src={url}
          alt={alt}
          loading={isEager ? 'eager' : 'lazy'}
          // In a server-rendered page the first screenful's picture is fetched with the text.
          fetchPriority={isEager ? 'high' : 'auto'}
          decoding="async"
          className={classes.image}
          onError={() => setFailedUrl(url)}
        />
      )}
    </div>
  );
}

/** Our stock picture: soft waves in the brand's teal, with no words in it. */
function StockCover() {
  // useId's punctuation is not safe inside url(#…), so keep only letters and digits.
  const gradientId = `news-stock-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg
      className={classes.stock}
      viewBox="0 0 1200 630"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="news-cover-placeholder"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e7fbf7" />
          <stop offset="1" stopColor="#a5e8da" />
        </linearGradient>
      </defs>
      <rect width="1200" height="630" fill={`url(#${gradientId})`} />
      <circle cx="930" cy="170" r="92" fill="#ffffff" opacity="0.7" />
      <path
        d="M0 420 C 220 340 420 500 640 420 S 1020 330 1200 400 V630 H0Z"
        fill="#74dbc6"
        opacity="0.55"
      />
      <path
        d="M0 500 C 260 430 470 560 720 490 S 1060 430 1200 480 V630 H0Z"
        fill="#1ba58d"
        opacity="0.5"
      />
      <path
        d="M0 570 C 300 520 520 610 800 560 S 1080 540 1200 560 V630 H0Z"
        fill="#0b766b"
        opacity="0.55"
      />
    </svg>
  );
}
