import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

/** Full-width by default: most actions on these screens are one tap target across the phone. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $inline?: boolean;
}>`
  display: ${({ $inline }) => ($inline ? 'inline-block' : 'block')};
  width: ${({ $inline }) => ($inline ? 'auto' : '100%')};
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.subtitle};
  cursor: pointer;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          color: ${theme.color.primaryText};
          background: ${theme.color.primary};
          border: 1px solid ${theme.color.primary};
        `
      : css`
          color: ${theme.color.primary};
          background: ${theme.color.surface};
          border: 1px solid ${theme.color.primary};
        `}
  &:disabled {
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
            background: ${theme.color.surface};
            border-color: ${theme.color.border};
          `}
  }
`;
