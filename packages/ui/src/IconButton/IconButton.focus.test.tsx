import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { IconButton } from './IconButton';

// Its own file: Ariakit tracks keyboard or pointer use in module state, installed by the first of its
// focusable elements to mount; here no Ariakit element is on the page before the click, as on /login.
describe('IconButton after a click', () => {
  it('shows no tooltip when a click elsewhere moves focus to it (a dialog opening on its close button)', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      const close = useRef<HTMLButtonElement>(null);
      // As a dialog does when it opens: focus moves to its close button.
      useEffect(() => close.current?.focus(), [open]);
      return open ? (
        <IconButton ref={close} label="Close" icon={<svg />} />
      ) : (
        <Button onClick={() => setOpen(true)}>About</Button>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
