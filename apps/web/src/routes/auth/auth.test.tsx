import { demoCredentials, getMockDb, mockLinkTokens } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render';
import { preloadRouteModules } from '../../app/router';

const loginAnswers = (response: () => Response) => server.use(http.post('*/api/v1/login/access-token', response));

async function logIn(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);
describe('login', () => {
  it('signs in, welcomes the user and lands on the dashboard', async () => {
    const { user, router } = renderRoute('/login');
    await logIn(user, demoCredentials.email, demoCredentials.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /welcome/i })).toBeInTheDocument();
    const toasts = await screen.findByRole('region', { name: /notifications/i });
    expect(within(toasts).getByText(/^Welcome, .+!$/)).toBeInTheDocument();
  });

  it('returns to the page the visitor was sent away from', async () => {
    const { user, router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn(user, demoCredentials.email, demoCredentials.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  });

  it('shows the invalid-credentials text for a wrong password', async () => {
    const { user } = renderRoute('/login');
    await logIn(user, demoCredentials.email, 'not-the-password');
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
  });

  it('shows the server-error text when the message carries a 5xx status', async () => {
    loginAnswers(() => HttpResponse.text('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }));
    const { user } = renderRoute('/login');
    await logIn(user, demoCredentials.email, demoCredentials.password);
    expect(await screen.findByText('The server ran into a problem. Please try again in a moment.')).toBeInTheDocument();
  });

  it('shows the generic text for any other failure', async () => {
    loginAnswers(() => HttpResponse.json({ detail: 'Inactive user' }, { status: 400 }));
    const { user } = renderRoute('/login');
    await logIn(user, demoCredentials.email, demoCredentials.password);
    expect(await screen.findByText('Something went wrong while logging in. Please try again.')).toBeInTheDocument();
  });

  it('validates the form in the interface language before calling the server', async () => {
    const { user } = renderRoute('/login', { language: 'fr' });
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Mot de passe'), 'short');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
  });

  it('moves focus to the first invalid field, marks it, and clears its message once it is fixed', async () => {
    const login = vi.fn();
    loginAnswers(() => {
      login();
      return HttpResponse.json({ detail: 'Incorrect credentials' }, { status: 400 });
    });
    const { user } = renderRoute('/login');
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());
    expect(login).not.toHaveBeenCalled();
  });
});

describe('register', () => {
  it('creates the account, then login shows the banner with the email filled in', async () => {
    const { user, router } = renderRoute('/register');
    await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.type(screen.getByLabelText('Confirm password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Ada Lovelace!')).toBeInTheDocument();
  });

  it('says so when the email is already registered, and scrolls to the message', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderRoute('/register');
    await user.type(await screen.findByLabelText('Email'), demoCredentials.email);
    await user.type(screen.getByLabelText('Password'), 'another-password');
    await user.type(screen.getByLabelText('Confirm password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/This email is already registered/)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalled();
  });

  it('maps a server failure and anything else', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    server.use(http.post('*/api/v1/users/signup', () => HttpResponse.text('oops', { status: 502 })));
    const { user } = renderRoute('/register');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The server ran into a problem. Please try again in a moment.')).toBeInTheDocument();

    server.use(http.post('*/api/v1/users/signup', () => HttpResponse.json({ detail: 'Nope' }, { status: 400 })));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Something went wrong while creating your account. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the mismatch on the confirmation field', async () => {
    const { user } = renderRoute('/register');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'different-one');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByLabelText('Confirm password')).toHaveAccessibleDescription(/Passwords do not match/);
  });
});

describe('forgot password', () => {
  it('asks the server to mail a link, says it is on its way, then offers the way back', async () => {
    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void requests.push(`${request.method} ${request.url}`);
    server.events.on('request:start', onRequest);
    const { user, router } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    expect(screen.getByText(/ada@example\.com/)).toBeInTheDocument();
    expect(requests).toContainEqual(expect.stringMatching(/^POST .*\/api\/v1\/password-recovery\/ada%40example\.com$/));
    expect(requests.filter((line) => line.includes('/password-recovery/'))).toHaveLength(1);
    server.events.removeListener('request:start', onRequest);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says plainly when the server cannot send mail, instead of pretending', async () => {
    getMockDb().features.mail = false;
    renderRoute('/forgot-password');
    expect(await screen.findByText('This server cannot send email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});

describe('reset password from a mailed link', () => {
  it("sets the new password once; the same link then fails with the server's sentence", async () => {
    const { user } = renderRoute(`/reset-password?token=${mockLinkTokens.passwordReset}`);
    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findAllByText('Password changed')).not.toHaveLength(0);
    expect(getMockDb().users.find((row) => row.email === demoCredentials.email)?.password).toBe(
      'a brand new passphrase',
    );

    cleanup();
    const again = renderRoute(`/reset-password?token=${mockLinkTokens.passwordReset}`);
    await again.user.type(await screen.findByLabelText('New password'), 'another new passphrase');
    await again.user.type(screen.getByLabelText('Confirm new password'), 'another new passphrase');
    await again.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This link is invalid, already used or expired. Ask for a new one.'),
    ).toBeInTheDocument();
  });

  it('shows the rule a weak or mismatched password breaks, and sends nothing', async () => {
    const { user } = renderRoute(`/reset-password?token=${mockLinkTokens.passwordReset}`);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(/at least 8 characters/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(/Passwords do not match/);
  });
});
