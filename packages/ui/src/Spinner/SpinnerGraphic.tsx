import * as styles from './Spinner.css';
import type { SpinnerSize } from './spinnerSizes';

/** The spinning ring alone, hidden from assistive technology; the caller supplies the meaning (e.g. aria-busy). */
export function SpinnerGraphic({ size = 'medium' }: { size?: SpinnerSize }) {
  return (
    <svg
      className={`${styles.graphic} ${styles.size[size]}`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
