import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';

/** The attributes a control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** When set, the control is marked invalid and the message is read with it. */
  error?: string;
  /** The control's id; one is generated when omitted. */
  id?: string;
  /** Shows a required marker next to the label (the control itself should carry `required`). */
  required?: boolean;
  /** 'stacked' puts the label above the control; 'inline' puts the control first on one row (checkboxes, switches). */
  layout?: 'stacked' | 'inline';
  className?: string;
  /** Renders the control with the wiring attributes spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Joins id lists for aria-describedby, dropping empty parts. */
export function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * Label, control, hint and error in one layout. The control gets
 * aria-describedby (hint, then error) and aria-invalid when there is an error.
 */
export function Field({ label, hint, error, id, required, layout = 'stacked', className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(hint ? hintId : undefined, error ? errorId : undefined),
    'aria-invalid': error ? true : undefined,
  };
  const inline = layout === 'inline';
  const labelElement = (
    <label htmlFor={controlId} className={inline ? styles.inlineLabel : styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {inline ? (
        <div className={styles.inlineRow}>
          {children(control)}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children(control)}
        </>
      )}
      {hint ? (
        <p id={hintId} className={inline ? `${styles.hint} ${styles.indented}` : styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={inline ? `${styles.error} ${styles.indented}` : styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
