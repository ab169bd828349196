import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DiffView.css';
import { parseUnifiedDiff, type DiffLine } from './parseUnifiedDiff';

export interface DiffViewProps {
  /** A unified diff (as produced by `diff -u`, git or jsdiff). */
  diff: string;
  /** Read before each added line, with its own punctuation, e.g. "Added:". */
  addedLabel: string;
  /** Read before each removed line, with its own punctuation, e.g. "Removed:". */
  removedLabel: string;
  /** The accessible name of the scrollable diff region, e.g. "Changes to Pricing". */
  label: string;
  /** Shown when the diff has no lines. */
  emptyText: string;
  /** Scroll vertically beyond this height (any CSS length). */
  maxHeight?: string;
  className?: string;
}

const isChange = (line: DiffLine) => line.type === 'added' || line.type === 'removed' || line.type === 'context';

/**
 * A readable unified diff: hunk headers, line numbers, and added and removed
 * lines marked three ways (colour, a visible +/− sign and a visually hidden
 * word), so colour is never the only signal. Long lines scroll sideways.
 */
export function DiffView({ diff, addedLabel, removedLabel, label, emptyText, maxHeight, className }: DiffViewProps) {
  const lines = useMemo(() => parseUnifiedDiff(diff), [diff]);
  const classes = className ? `${styles.scroller} ${className}` : styles.scroller;
  const style = assignInlineVars({ [styles.maxHeightVar]: maxHeight ?? 'none' });

  if (!lines.some(isChange)) {
    return (
      <div className={classes} style={style}>
        <p className={styles.empty}>{emptyText}</p>
      </div>
    );
  }

  return (
    // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={classes} style={style}>
      <pre className={styles.lines}>
        {lines.map((line, index) => (
          <DiffRow key={index} line={line} addedLabel={addedLabel} removedLabel={removedLabel} />
        ))}
      </pre>
    </div>
  );
}

function DiffRow({ line, addedLabel, removedLabel }: { line: DiffLine; addedLabel: string; removedLabel: string }) {
  const rowClass = `${styles.line} ${styles.lineType[line.type]}`;
  if (!isChange(line)) {
    return (
      <span className={rowClass} data-type={line.type}>
        <span className={styles.header}>{line.text}</span>
      </span>
    );
  }
  const sign = line.type === 'added' ? '+' : line.type === 'removed' ? '−' : ' ';
  const tone = line.type === 'added' || line.type === 'removed' ? line.type : 'other';
  const spokenLabel = line.type === 'added' ? addedLabel : line.type === 'removed' ? removedLabel : null;
  return (
    <span className={rowClass} data-type={line.type}>
      <span className={styles.number} aria-hidden="true">
        {line.oldNumber ?? ''}
      </span>
      <span className={styles.number} aria-hidden="true">
        {line.newNumber ?? ''}
      </span>
      <span className={`${styles.sign} ${styles.signTone[tone]}`} aria-hidden="true">
        {sign}
      </span>
      {spokenLabel ? <VisuallyHidden className={styles.label}>{`${spokenLabel} `}</VisuallyHidden> : null}
      <span>{line.text}</span>
    </span>
  );
}
