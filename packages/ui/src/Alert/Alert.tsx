import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Alert.css';
import type { AlertTone } from './alertTones';

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** @default 'info' */
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
}

const icons = { info: Info, success: CircleCheck, destructive: CircleAlert } as const;

/**
 * An inline message. Destructive alerts are announced at once (role="alert");
 * info and success are polite status messages.
 */
export function Alert({ tone = 'info', title, children, className, ...props }: AlertProps) {
  const Icon = icons[tone];
  const classes = `${styles.root} ${styles.tone[tone]}`;
  return (
    <div
      role={tone === 'destructive' ? 'alert' : 'status'}
      {...props}
      data-tone={tone}
      className={className ? `${classes} ${className}` : classes}
    >
      <Icon className={`${styles.icon} ${styles.accent[tone]}`} aria-hidden="true" focusable="false" />
      <div className={styles.body}>
        {title ? <p className={`${styles.title} ${styles.accent[tone]}`}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
