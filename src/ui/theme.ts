import { createGlobalStyle } from 'styled-components';

export const theme = {
  color: {
    /** The operator's page colour when set (src/app/pageColour.ts), else the house red. */
    primary: 'var(--page-colour, #b8282e)',
    primaryText: '#ffffff',
    text: '#333333',
    /** Secondary text: 4.9:1 on the page background, 5.3:1 on white (WCAG AA for body text). */
    muted: '#6b6b6b',
    border: '#eeeeee',
    background: '#f5f5f5',
    surface: '#ffffff',
    overlay: 'rgba(0, 0, 0, 0.5)',
    toast: 'rgba(0, 0, 0, 0.78)',
    /** 4.7:1 on the page background, 5.1:1 on white (WCAG AA for the small text of form messages). */
    error: '#cf2f37',
    disabled: '#cccccc',
    /** A rise and a fall, red and green as Chinese investors read them; both ≥ 4.5:1 on white. */
    rise: '#cf2f37',
    fall: '#2f7d32',
  },
  font: { small: '12px', body: '14px', title: '17px', large: '20px' },
  radius: '6px',
  barHeight: '44px',
  menuHeight: '50px',
  z: { bar: 10, modal: 100, loading: 200, toast: 300 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends Theme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif;
    font-size: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-tap-highlight-color: transparent;
  }
  button, input, textarea, select { font: inherit; }
  img { max-width: 100%; }
`;
