import { Search, X } from 'lucide-react';
import { useId, useRef, type ComponentProps, type KeyboardEvent, type Ref } from 'react';
import * as controlStyles from '../Field/control.css';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SearchInput.css';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'ref'> {
  /** The accessible name (visually hidden; the search icon shows the purpose). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Name of the clear button, e.g. "Clear search". */
  clearLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/** A search box with a clear button; Escape also clears it. */
export function SearchInput({
  label,
  value,
  onChange,
  clearLabel,
  id,
  className,
  onKeyDown,
  ref,
  ...props
}: SearchInputProps) {
  const generated = useId();
  const inputId = id ?? `search${generated.replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const clear = () => {
    onChange('');
    // Clearing from the button would otherwise leave focus on a button that disappears.
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && value) {
      // Keep Escape from also closing a surrounding dialog when it only clears the text.
      event.preventDefault();
      event.stopPropagation();
      onChange('');
    }
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <VisuallyHidden>
        <label htmlFor={inputId}>{label}</label>
      </VisuallyHidden>
      <Search className={styles.icon} aria-hidden="true" focusable="false" />
      <input
        {...props}
        ref={setRefs}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        className={`${controlStyles.control} ${styles.input}`}
      />
      {value ? (
        <IconButton className={styles.clear} label={clearLabel} icon={<X />} size="small" onClick={clear} />
      ) : null}
    </div>
  );
}
