import type { ComponentProps, ReactNode } from 'react';
import { Field, joinIds } from '../Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** An on/off setting: a native checkbox with role="switch", so `{...register('is_active')}` works. */
export function Switch({ label, hint, error, id, className, 'aria-describedby': describedBy, ...props }: SwitchProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} layout="inline" className={className}>
      {(control) => (
        <input
          {...props}
          {...control}
          type="checkbox"
          role="switch"
          aria-describedby={joinIds(control['aria-describedby'], describedBy)}
          className={styles.input}
        />
      )}
    </Field>
  );
}
