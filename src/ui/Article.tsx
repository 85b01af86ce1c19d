/** Articles of static text (the company pages, explainers): their blocks, links as rows, and actions as links. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Article = styled.article`
  padding: 12px;
`;

/** A block of static text, as a card. */
export const TextSection = styled.section`
  margin-bottom: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.7;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.subtitle};
  }
  p,
  ul {
    margin: 0 0 8px;
  }
  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
  ul {
    padding-left: 20px;
  }
`;

/** A titled block of static text. */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TextSection aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </TextSection>
  );
}

/** Looks like the kit's button; a link, because it goes somewhere (a dialler, a map). */
export const ActionLink = styled.a<{ $secondary?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.tap};
  margin-top: 12px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $secondary }) => ($secondary ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.color.primary : theme.color.primaryText)};
  font-size: ${({ theme }) => theme.font.subtitle};
  text-decoration: none;
`;

/** Each link a full row: one tap target per line. */
export const Links = styled.nav`
  display: flex;
  flex-direction: column;
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.tap};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  /* A drawn chevron: the › glyph sits below the text's middle in CJK fonts. */
  a::after {
    content: '';
    width: 7px;
    height: 7px;
    margin: 0 4px 0 auto;
    border-top: 1.5px solid ${({ theme }) => theme.color.muted};
    border-right: 1.5px solid ${({ theme }) => theme.color.muted};
    transform: rotate(45deg);
  }
`;
