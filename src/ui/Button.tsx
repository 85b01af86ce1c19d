import styled, { css } from 'styled-components';

/**
 * primary: filled, the one action of a screen; secondary: outlined, beside it; text: a quiet action in a bar or a
 * list header (全部已读).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonLookProps {
  $variant?: ButtonVariant;
  /** As wide as its words instead of across the phone. */
  $inline?: boolean;
  /** Round ends: the action of a bottom bar (立即投资), as wealth apps draw it. */
  $pill?: boolean;
}

/**
 * The one look of an action, for buttons and for links that act as buttons (`styled(Link)`). Disabled is one rule
 * for every screen: a filled button turns grey, an outlined or text one greys its words and its border, and the
 * cursor says no.
 */
export const buttonLook = css<ButtonLookProps>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  width: ${({ $inline }) => ($inline ? 'auto' : '100%')};
  min-width: 44px;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 ${({ $variant }) => ($variant === 'text' ? 12 : 16)}px;
  border: 1px solid ${({ $variant, theme }) => ($variant === 'text' ? 'transparent' : theme.color.primary)};
  border-radius: ${({ $pill, theme }) => ($pill ? '999px' : theme.radius)};
  font-size: ${({ $variant, theme }) => ($variant === 'text' ? theme.font.body : theme.font.subtitle)};
  text-decoration: none;
  cursor: pointer;
  color: ${({ $variant = 'primary', theme }) => ($variant === 'primary' ? theme.color.primaryText : theme.color.primary)};
  background: ${({ $variant = 'primary', theme }) =>
    $variant === 'primary' ? theme.color.primary : $variant === 'secondary' ? theme.color.surface : 'transparent'};
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    ${({ $variant = 'primary', theme }) =>
      $variant === 'primary'
        ? `background: ${theme.color.disabled}; border-color: ${theme.color.disabled};`
        : `color: ${theme.color.muted};${$variant === 'secondary' ? ` border-color: ${theme.color.border};` : ''}`}
  }
`;

/** Full-width by default: most actions on these screens are one tap target across the phone. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<ButtonLookProps>`
  ${buttonLook}
`;
