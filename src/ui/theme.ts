import { createGlobalStyle } from 'styled-components';

/**
 * A type size that follows the reader's text size: the large-text mode (适老化, src/platform/textSize.ts) sets
 * `--text-scale` on <html>, and every size of the scale grows with it.
 */
const scaled = (px: number) => `calc(${px}px * var(--text-scale, 1))`;
/**
 * How much a size in a dense row (four dates side by side, the bottom menu's bar) grows with the reader's text size,
 * at most.
 */
const DENSE_SCALE_MAX = 1.15;
const dense = (px: number) => `calc(${px}px * min(var(--text-scale, 1), ${DENSE_SCALE_MAX}))`;

/** The large-text mode (MIIT's 2021 age-friendly rules): body text 18 px, larger targets, higher contrast. */
export const LARGE_TEXT = { scale: 1.3, tap: '52px', muted: '#4d4d4d' } as const;

export const theme = {
  color: {
    /** The operator's page colour when set (src/app/pageColour.ts), else the house red. */
    primary: 'var(--page-colour, #b8282e)',
    primaryText: '#ffffff',
    text: '#333333',
    /** Secondary text: 4.9:1 on the page background, 5.3:1 on white (WCAG AA for body text). */
    muted: 'var(--muted, #6b6b6b)',
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
  /** The type scale; the body is 14 px (18.2 px in the large-text mode). */
  font: {
    small: scaled(12),
    caption: scaled(13),
    body: scaled(14),
    medium: scaled(15),
    subtitle: scaled(16),
    title: scaled(17),
    heading: scaled(18),
    large: scaled(20),
    xl: scaled(22),
    xxl: scaled(24),
    display: scaled(28),
    hero: scaled(32),
    jumbo: scaled(40),
  },
  /** Dense rows, whose columns must each keep one line at 375 px: a timeline's dates, a table's figures. */
  denseFont: { small: dense(12), caption: dense(13) },
  /** The least height of anything tapped: 44 px (WCAG 2.5.5), 52 px in the large-text mode. */
  tap: 'var(--tap, 44px)',
  radius: '6px',
  barHeight: '44px',
  /** The bottom menu's bar and its icons, a little taller in the large-text mode (its labels grow). */
  menuHeight: dense(50),
  menuIcon: dense(24),
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
  html[data-text-size='large'] {
    --text-scale: ${LARGE_TEXT.scale};
    --tap: ${LARGE_TEXT.tap};
    --muted: ${LARGE_TEXT.muted};
  }
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
