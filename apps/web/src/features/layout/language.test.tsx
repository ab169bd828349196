import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';
import { preloadRouteModules } from '../../app/router';

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);
describe('language switcher', () => {
  it('lists the six languages by their own names and switches the interface at once', async () => {
    const { user, i18n } = renderRoute('/dashboard', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Get started' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(['English', 'Français', 'Deutsch', 'Español', 'Polski', 'Italiano']));
    await user.click(screen.getByRole('option', { name: 'Français' }));

    expect(await screen.findByRole('button', { name: 'Commencer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});
