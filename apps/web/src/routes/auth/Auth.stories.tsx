import { demoCredentials, handlerGroups, mockLinkTokens, scenarios } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import AuthRouteLayout from './AuthRouteLayout';
import ConfirmEmailRoute from './ConfirmEmailRoute';
import ForgotPasswordRoute from './ForgotPasswordRoute';
import LoginRoute from './LoginRoute';
import RegisterRoute from './RegisterRoute';
import ResetPasswordRoute from './ResetPasswordRoute';

/** The auth screens inside their shared branding layout, as the router shows them. */
const screens = {
  login: LoginRoute,
  register: RegisterRoute,
  forgot: ForgotPasswordRoute,
  reset: ResetPasswordRoute,
  confirm: ConfirmEmailRoute,
};

function AuthScreen({ screen: name }: { screen: keyof typeof screens }) {
  const Screen = screens[name];
  const element = <Screen />;
  return (
    <Routes>
      <Route element={<AuthRouteLayout />}>
        <Route path="*" element={element} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Auth',
  component: AuthScreen,
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
    signedIn: false,
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
  args: { screen: 'login' },
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const LoginAfterRegistration: Story = {
  parameters: { routeState: { registered: true, email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your account is ready')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
  },
};

export const LoginInvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), demoCredentials.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('The email or password is incorrect.')).toBeInTheDocument();
  },
};

export const LoginServerError: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, auth: scenarios.serverError({ groups: ['auth'], body: 'text' }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), demoCredentials.email);
    await userEvent.type(canvas.getByLabelText('Password'), demoCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await canvas.findByText('The server ran into a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
  },
};

export const LoginValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeInTheDocument();
  },
};

export const LoginPending: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, auth: scenarios.loading({ groups: ['auth'] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), demoCredentials.email);
    await userEvent.type(canvas.getByLabelText('Password'), demoCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Register: Story = { args: { screen: 'register' } };

export const RegisterEmailInUse: Story = {
  args: { screen: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), demoCredentials.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'long-enough-password');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'long-enough-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/This email is already registered/)).toBeInTheDocument();
  },
};

export const ForgotPassword: Story = { args: { screen: 'forgot' } };

export const ForgotPasswordSent: Story = {
  args: { screen: 'forgot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Request received', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const ReadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Read more' }));
    await expect(await screen.findByRole('dialog', { name: 'About Spyglass' })).toBeInTheDocument();
  },
};

/** A server without SMTP_URL: the screen says so instead of offering a form that cannot work. */
export const ForgotPasswordWithoutMail: Story = {
  args: { screen: 'forgot' },
  parameters: { msw: { handlers: { ...handlerGroups, features: scenarios.mailOff() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This server cannot send email')).toBeInTheDocument();
  },
};

export const ForgotPasswordFailing: Story = {
  args: { screen: 'forgot' },
  parameters: { msw: { handlers: { ...handlerGroups, account: scenarios.serverError({ groups: ['account'] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('The request could not be sent')).toBeInTheDocument();
  },
};

export const ResetPassword: Story = {
  args: { screen: 'reset' },
  parameters: { route: `/reset-password?token=${mockLinkTokens.passwordReset}` },
};

export const ResetPasswordDone: Story = {
  args: { screen: 'reset' },
  parameters: { route: `/reset-password?token=${mockLinkTokens.passwordReset}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'a brand new passphrase');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  },
};

export const ResetPasswordUsedLink: Story = {
  args: { screen: 'reset' },
  parameters: { route: '/reset-password?token=already-used' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'a brand new passphrase');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText(/This link is invalid, already used or expired/)).toBeInTheDocument();
  },
};

export const ResetPasswordIncompleteLink: Story = {
  args: { screen: 'reset' },
  parameters: { route: '/reset-password' },
};

export const ConfirmEmail: Story = {
  args: { screen: 'confirm' },
  parameters: { route: `/confirm-email?token=${mockLinkTokens.emailChange}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Email address changed')).toBeInTheDocument();
  },
};

export const ConfirmEmailUsedLink: Story = {
  args: { screen: 'confirm' },
  parameters: { route: '/confirm-email?token=already-used' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The email address could not be confirmed'),
    ).toBeInTheDocument();
  },
};
