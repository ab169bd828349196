import { Select as AriakitSelect, SelectItem, SelectItemCheck, SelectPopover, useSelectStore } from '@ariakit/react';
import { ChevronDown } from 'lucide-react';
import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { Field, joinIds } from '../Field';
import * as controlStyles from '../Field/control.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The selected option's value; '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** Renders a hidden native select so the value is part of a submitted form. */
  name?: string;
  /** Shown while no option is selected. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** For react-hook-form's Controller: `field.onBlur` marks the field touched. */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** For react-hook-form's Controller: `field.ref` lets it focus the first invalid field. */
  ref?: Ref<HTMLButtonElement>;
  'aria-describedby'?: string;
}

/**
 * A controlled, labelled select (Ariakit): arrow keys, Enter, Space,
 * type-ahead and Escape work as in a native select. Use it with
 * react-hook-form through `<Controller render={({ field }) => <Select {...field} ... />} />`.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  name,
  placeholder,
  disabled,
  required,
  id,
  className,
  onBlur,
  ref,
  'aria-describedby': describedBy,
}: SelectProps) {
  const store = useSelectStore({ value, setValue: onChange });
  const selected = options.find((option) => option.value === value);
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required} className={className}>
      {(control) => (
        <>
          <AriakitSelect
            store={store}
            ref={ref}
            name={name}
            required={required}
            disabled={disabled}
            onBlur={onBlur}
            {...control}
            aria-describedby={joinIds(control['aria-describedby'], describedBy)}
            className={`${controlStyles.control} ${styles.trigger}`}
          >
            <span className={selected ? styles.value : styles.placeholder}>{selected?.label ?? placeholder ?? ''}</span>
            <ChevronDown className={styles.arrow} aria-hidden="true" focusable="false" />
          </AriakitSelect>
          <SelectPopover store={store} gutter={4} sameWidth unmountOnHide className={styles.popover}>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <SelectItemCheck className={styles.check} />
                {option.label}
              </SelectItem>
            ))}
          </SelectPopover>
        </>
      )}
    </Field>
  );
}
