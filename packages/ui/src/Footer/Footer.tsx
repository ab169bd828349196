import type { ReactNode } from 'react';
import * as styles from './Footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  /** The copyright line, or a function given the year (e.g. (year) => t('footer.copyright', { year })). */
  copyright: string | ((year: number) => string);
  /** The year passed to `copyright`; defaults to the current year. */
  year?: number;
  /** Terms, privacy, support... */
  links: readonly FooterLink[];
  /** Names the links' nav landmark (e.g. "Legal"); without it the links are a plain list. */
  linksLabel?: string;
  /** Lets the app render router links; defaults to <a>. */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
}

/** The page footer (contentinfo landmark): copyright and secondary links. */
export function Footer({ copyright, year, links, linksLabel, renderLink }: FooterProps) {
  const text = typeof copyright === 'function' ? copyright(year ?? new Date().getFullYear()) : copyright;
  const list = (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          {renderLink ? (
            renderLink({ href: link.href, className: styles.link, children: link.label })
          ) : (
            <a href={link.href} className={styles.link}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <footer className={styles.footer}>
      <p>{text}</p>
      {links.length === 0 ? null : linksLabel ? <nav aria-label={linksLabel}>{list}</nav> : list}
    </footer>
  );
}
