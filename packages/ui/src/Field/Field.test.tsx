import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox';
import { Switch } from '../Switch';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';

describe('form fields', () => {
  it('TextField is named by its label and described by its hint', () => {
    render(<TextField label="Project name" hint="Shown on the dashboard" />);
    const input = screen.getByRole('textbox', { name: 'Project name' });
    expect(input).toHaveAccessibleDescription('Shown on the dashboard');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('TextField with an error is invalid and described by hint then error', () => {
    render(<TextField label="Project name" hint="Shown on the dashboard" error="Name is required" />);
    const input = screen.getByRole('textbox', { name: 'Project name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown on the dashboard Name is required');
  });

  it('TextField without hint or error has no description', () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-describedby');
  });

  it('TextField keeps a caller id and a caller description', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <TextField id="project-url" label="URL" error="Must start with https://" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'URL' });
    expect(input).toHaveAttribute('id', 'project-url');
    expect(input).toHaveAccessibleDescription('Must start with https:// Extra help');
  });

  it('TextField passes ref and change handlers through, as register() needs', async () => {
    let element: HTMLInputElement | null = null;
    const values: string[] = [];
    render(
      <TextField
        label="Name"
        ref={(node) => void (element = node)}
        onChange={(event) => values.push(event.target.value)}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme');
    expect(element).toBeInstanceOf(HTMLInputElement);
    expect(values.at(-1)).toBe('Acme');
  });

  it('TextArea is wired the same way', () => {
    render(<TextArea label="Description" hint="Optional" error="Too long" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Optional Too long');
  });

  it('Checkbox toggles from its label and is wired to hint and error', async () => {
    render(<Checkbox label="Active" hint="Inactive pages are not checked" error="Choose one" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Active' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Inactive pages are not checked Choose one');
    await userEvent.click(screen.getByText('Active'));
    expect(checkbox).toBeChecked();
  });

  it('Switch is a switch, operable by keyboard', async () => {
    function Controlled() {
      const [on, setOn] = useState(false);
      return (
        <Switch label="Email alerts" hint="Once a day" checked={on} onChange={(event) => setOn(event.target.checked)} />
      );
    }
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Email alerts' });
    expect(toggle).toHaveAccessibleDescription('Once a day');
    expect(toggle).not.toBeChecked();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
  });
});
