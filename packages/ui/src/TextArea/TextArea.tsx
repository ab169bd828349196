import type { ComponentProps, ReactNode } from 'react';
import { Field, joinIds } from '../Field';
import * as controlStyles from '../Field/control.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A labelled multi-line input; like TextField, it takes `{...register('name')}` directly. */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  rows = 4,
  ...props
}: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={props.required} className={className}>
      {(control) => (
        <textarea
          rows={rows}
          {...props}
          {...control}
          aria-describedby={joinIds(control['aria-describedby'], describedBy)}
          className={`${controlStyles.control} ${styles.textarea}`}
        />
      )}
    </Field>
  );
}
