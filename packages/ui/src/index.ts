// Global styles (reset, theme variables, Inter's stand-in) come with the package. Inter itself
// does not: an app adds it when it suits its first paint (Storybook at once, through
// theme/fonts.ts; the web app after its first screen).
import './theme/global.css';

export * from './theme';
// One export line per component, alphabetical.
export * from './Button';
export * from './IconButton';
export * from './Spinner';
export * from './VisuallyHidden';
export * from './Alert';
export * from './Badge';
export * from './Card';
export * from './DescriptionList';
export * from './EmptyState';
export * from './ExternalLink';
export * from './Skeleton';
export * from './Menu';
export * from './Tabs';
export * from './Checkbox';
export * from './Field';
export * from './Select';
export * from './Switch';
export * from './TextArea';
export * from './TextField';
export * from './ConfirmDialog';
export * from './Dialog';
export * from './Toast';
export * from './Timeline';
export * from './DiffView';
export * from './DailyBarChart';
export * from './HighlightedImage';
export * from './FilterMenu';
export * from './SearchInput';
export * from './AppShell';
export * from './AuthLayout';
export * from './Footer';
export * from './Header';
export * from './Sidebar';
export * from './SectionNav';
export * from './StepChart';
