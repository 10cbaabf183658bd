import { useId, useState } from 'react';
import { createIcon } from '../ui/icons';
import classes from './feedback-card.module.css';

const IconStar = createIcon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.8-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z" />,
);

type TStarRatingProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The accessible name of each star: "4 of 5". */
  starLabel: (value: number) => string;
};

/**
 * Five stars as a native radio group: a click, arrow keys or a screen reader all choose the
 * rating itself (a pointer over the stars only previews it).
 */
export function StarRating({ label, value, onChange, starLabel }: TStarRatingProps) {
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <fieldset className={classes.stars} onMouseLeave={() => setPreview(0)}>
      <legend className={classes.starsLegend}>{label}</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <label key={star} className={classes.star} onMouseEnter={() => setPreview(star)}>
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            aria-label={starLabel(star)}
            className={classes.starInput}
          />
          <IconStar size={30} data-filled={star <= shown || undefined} />
        </label>
      ))}
    </fieldset>
  );
}

/** A given rating, drawn with the same stars and read as one phrase. */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} className={classes.stars}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={classes.star} data-static>
          <IconStar size={24} data-filled={star <= value || undefined} />
        </span>
      ))}
    </span>
  );
}
