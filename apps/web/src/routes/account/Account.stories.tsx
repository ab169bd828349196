import { demoCredentials, handlerGroups } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import AccountLayout from './AccountLayout';
import ProfileSection from './ProfileSection';

/** The account layout with its sections, as the router nests them. */
function AccountScreen() {
  return (
    <Routes>
      <Route path={routePatterns.account} element={<AccountLayout />}>
        <Route index element={<ProfileSection />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  decorators: [withAppProviders],
  parameters: {
    route: '/account',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(demoCredentials.email)).toBeInTheDocument();
    const sections = canvas.getByRole('navigation', { name: 'Account sections' });
    await expect(within(sections).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  },
};
