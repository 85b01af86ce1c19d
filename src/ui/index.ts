export { theme, GlobalStyle, type Theme } from './theme';
export { Button, type ButtonVariant } from './Button';
export { TopBar } from './TopBar';
export { BottomMenu, type MenuTab } from './BottomMenu';
export { Bubble } from './Toast';
export { LoadingIndicator } from './LoadingIndicator';
export { Modal } from './Modal';
export { DownloadPrompt } from './DownloadPrompt';
export { Placeholder, PLACEHOLDER_TEXT } from './Placeholder';
export { EmptyState } from './EmptyState';
export { Avatar } from './Avatar';
export {
  TextField,
  TextArea,
  PhoneField,
  PasswordField,
  StepperField,
  ReadOnlyField,
  FieldError,
  FormHint,
  FormNotice,
  FieldLabel,
  CharCounter,
  type TextFieldProps,
} from './Field';
export { CaptchaPicture } from './CaptchaPicture';
export { useBrowserValue } from './useBrowserValue';
export { useDialogFocus } from './useDialogFocus';
export { TabBar, type TabItem } from './TabBar';
export { ChoiceList, ChoiceRow, Checkbox, CheckLabel } from './Choices';
export { VisuallyHidden } from './VisuallyHidden';
export { Skeleton, type SkeletonShape } from './Skeleton';
export { Page, Section, SectionTitle, Rows, Row, SwitchRow, Chevron, type RowTone } from './Sections';
export { Article, TextSection, Block, ActionLink, Links } from './Article';
