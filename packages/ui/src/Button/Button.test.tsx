import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action on click and defaults to type="button"', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when loading, is busy, stays focusable and ignores activation', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when not loading, and disabled is a real disabled button', () => {
    render(<Button disabled>Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeDisabled();
  });

  it('submits a form when asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Create</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a loading submit button blocks another submit, by click or by Enter in a field', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Create
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders as a link through the render prop', () => {
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the Button's children become the link's content
    render(<Button render={<a href="/projects" />}>Projects</Button>);
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
  });

  it('a disabled link is announced as disabled and does not follow its press', async () => {
    const onClick = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- the Button's children become the link's content
      <Button disabled onClick={onClick} render={<a href="#projects" />}>
        Projects
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Projects' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});
