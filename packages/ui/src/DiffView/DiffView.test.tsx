import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffView } from './DiffView';
import { pricingDiff } from './fixtures';
import { parseUnifiedDiff } from './parseUnifiedDiff';

describe('parseUnifiedDiff', () => {
  it('types file headers, hunks, added, removed, context and notes with line numbers', () => {
    const lines = parseUnifiedDiff(pricingDiff);
    expect(lines.map((line) => line.type)).toEqual([
      'file',
      'file',
      'file',
      'file',
      'hunk',
      'context',
      'removed',
      'added',
      'context',
      'added',
      'context',
      'removed',
      'hunk',
      'removed',
      'added',
      'context',
      'note',
    ]);
    expect(lines[5]).toEqual({ type: 'context', text: 'Pricing', oldNumber: 1, newNumber: 1 });
    expect(lines[6]).toEqual({ type: 'removed', text: 'Starter: $19 per month', oldNumber: 2 });
    expect(lines[7]).toEqual({ type: 'added', text: 'Starter: $24 per month', newNumber: 2 });
    expect(lines[9]).toEqual({ type: 'added', text: 'Enterprise: contact sales', newNumber: 4 });
    expect(lines[13]).toMatchObject({ type: 'removed', oldNumber: 20 });
    expect(lines[14]).toMatchObject({ type: 'added', newNumber: 20 });
  });

  it('reads a removed line starting with "--" inside a hunk as removed, not as a file header', () => {
    const lines = parseUnifiedDiff('@@ -1,2 +1,1 @@\n--- not a header\n keep\n');
    expect(lines[1]).toEqual({ type: 'removed', text: '-- not a header', oldNumber: 1 });
    expect(lines[2]).toEqual({ type: 'context', text: 'keep', oldNumber: 2, newNumber: 1 });
  });

  it('reads prefixed lines without hunk headers, and Windows line endings', () => {
    expect(parseUnifiedDiff('+new\r\n-old\r\n same\r\n')).toEqual([
      { type: 'added', text: 'new' },
      { type: 'removed', text: 'old' },
      { type: 'context', text: 'same' },
    ]);
  });

  it('returns nothing for an empty diff', () => {
    expect(parseUnifiedDiff('')).toEqual([]);
  });
});

describe('DiffView', () => {
  it('is a named, focusable region whose added and removed lines carry spoken labels', () => {
    render(
      <DiffView
        diff={pricingDiff}
        label="Changes to Pricing"
        addedLabel="Added:"
        removedLabel="Removed:"
        emptyText="No changes"
      />,
    );
    const region = screen.getByRole('region', { name: 'Changes to Pricing' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByText('@@ -1,5 +1,5 @@')).toBeInTheDocument();

    const added = region.querySelectorAll('[data-type="added"]');
    const removed = region.querySelectorAll('[data-type="removed"]');
    expect(added).toHaveLength(3);
    expect(removed).toHaveLength(3);
    expect(added[0]).toHaveTextContent(/^2\+Added: Starter: \$24 per month$/);
    expect(removed[0]).toHaveTextContent(/^2−Removed: Starter: \$19 per month$/);
    const context = region.querySelector('[data-type="context"]');
    expect(context).toHaveTextContent(/^11 Pricing$/);
    expect(context).not.toHaveTextContent(/Added|Removed/);
  });

  it('shows the empty text when there is nothing to show', () => {
    render(
      <DiffView
        diff={'\n'}
        label="Changes"
        addedLabel="Added:"
        removedLabel="Removed:"
        emptyText="No changes recorded"
      />,
    );
    expect(screen.getByText('No changes recorded')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
