import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';

/** Renders UI-kit pieces (toast, loading indicator) outside the app, with the theme they style from. */
export function renderWithTheme(ui: ReactNode) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}
