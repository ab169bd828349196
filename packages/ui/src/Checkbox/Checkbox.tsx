import type { ComponentProps, ReactNode } from 'react';
import { Field, joinIds } from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A native checkbox with its label beside it; register-compatible (`ref` passes through). */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} layout="inline" className={className}>
      {(control) => (
        <input
          {...props}
          {...control}
          type="checkbox"
          aria-describedby={joinIds(control['aria-describedby'], describedBy)}
          className={styles.input}
        />
      )}
    </Field>
  );
}
