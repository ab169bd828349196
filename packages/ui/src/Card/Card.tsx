import type { ComponentProps } from 'react';
import * as styles from './Card.css';

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export type CardProps = ComponentProps<'div'>;

/** A bordered surface grouping related content; compose with CardHeader, CardContent and CardFooter. */
export function Card({ className, ...props }: CardProps) {
  return <div {...props} className={join(styles.card, className)} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={join(styles.header, className)} />;
}

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** The heading level that fits the page outline. @default 'h3' */
  as?: HeadingLevel;
}

export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading {...props} className={join(styles.title, className)} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p {...props} className={join(styles.description, className)} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={join(styles.content, className)} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={join(styles.footer, className)} />;
}
