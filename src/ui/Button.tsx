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
  padding: 0 ${({ $variant }) => ($variant === 'text' ? '12px' : '16px')};
  border-radius: ${({ $pill, theme }) => ($pill ? '999px' : theme.radius)};
  font-size: ${({ $variant, theme }) => ($variant === 'text' ? theme.font.body : theme.font.subtitle)};
  text-decoration: none;
  cursor: pointer;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          color: ${theme.color.primaryText};
          background: ${theme.color.primary};
          border: 1px solid ${theme.color.primary};
        `
      : $variant === 'secondary'
        ? css`
            color: ${theme.color.primary};
            background: ${theme.color.surface};
            border: 1px solid ${theme.color.primary};
          `
        : css`
            color: ${theme.color.primary};
            background: transparent;
            border: 1px solid transparent;
          `}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    ${({ $variant = 'primary', theme }) =>
      $variant === 'primary'
        ? css`
            color: ${theme.color.primaryText};
            background: ${theme.color.disabled};
            border-color: ${theme.color.disabled};
          `
        : css`
            color: ${theme.color.muted};
            border-color: ${$variant === 'secondary' ? theme.color.border : 'transparent'};
          `}
  }
`;

/** Full-width by default: most actions on these screens are one tap target across the phone. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<ButtonLookProps>`
  ${buttonLook}
`;
