import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

const links = [
  { label: 'Terms', href: '#terms' },
  { label: 'Privacy', href: '#privacy' },
  { label: 'Support', href: '#support' },
];

describe('Footer', () => {
  it('computes the current year when none is given', () => {
    render(<Footer copyright={(year) => `© ${year} Spyglass`} links={links} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Spyglass`);
  });

  it('uses the given year and a plain copyright string as they are', () => {
    const { rerender } = render(<Footer copyright={(year) => `© ${year}`} year={1999} links={links} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 1999');
    rerender(<Footer copyright="© Spyglass" links={links} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Spyglass');
  });

  it('lists the links, in a named nav only when a label is given', () => {
    const { rerender } = render(<Footer copyright="©" links={links} />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Terms', 'Privacy', 'Support']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Footer copyright="©" links={links} linksLabel="Legal" />);
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
  });
});
