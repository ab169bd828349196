import { Button } from '@spyglass/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

/** A two-screen app at `/projects/42/` whose first screen shows `links`. */
function renderAt(links: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/projects/:id/', element: links },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/projects/42/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is a real link to the resolved address, and a click moves inside the app', async () => {
    const router = renderAt(
      <Link to="competitors" state={{ from: 'home' }} className="quiet">
        Competitors
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Competitors' });
    expect(link).toHaveAttribute('href', '/projects/42/competitors');
    expect(link).toHaveClass('quiet');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/projects/42/competitors {"from":"home"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when asked', async () => {
    const router = renderAt(
      <Link to="/settings" replace>
        Settings
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier (new tab, new window) and a new-tab target to the browser', () => {
    const router = renderAt(
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
      </>,
    );
    const modified = fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    const newTab = fireEvent.click(screen.getByRole('link', { name: 'B' }));
    // fireEvent answers false when the default was prevented: here the browser keeps it.
    expect(modified).toBe(true);
    expect(newTab).toBe(true);
    expect(router.state.location.pathname).toBe('/projects/42/');
  });

  it("runs the caller's click handler first, which may keep the app where it is", async () => {
    const router = renderAt(
      <Link to="/away" onClick={(event) => event.preventDefault()}>
        Away
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(router.state.location.pathname).toBe('/projects/42/');
  });

  it('can be what a design-system button renders', async () => {
    const router = renderAt(<Button render={<Link to="/projects/42/radar" />}>Open Radar</Button>);
    const link = screen.getByRole('link', { name: 'Open Radar' });
    expect(link).toHaveAttribute('href', '/projects/42/radar');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/projects/42/radar');
  });
});
