import type { ComponentProps, ReactNode } from 'react';
import { Field, joinIds } from '../Field';
import * as controlStyles from '../Field/control.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/**
 * A labelled text input. All native input props pass through, `ref`
 * included, so `{...register('name')}` from react-hook-form works as is.
 * `className` styles the field's wrapper.
 */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={props.required} className={className}>
      {(control) => (
        <input
          type={type}
          {...props}
          {...control}
          aria-describedby={joinIds(control['aria-describedby'], describedBy)}
          className={controlStyles.control}
        />
      )}
    </Field>
  );
}
