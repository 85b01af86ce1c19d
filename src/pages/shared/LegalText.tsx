import { memo, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A legal text (the service agreement, the fraud statement, the income-account agreement): kept as data so
 * compliance can reword it without layout code, laid out with a centred title, the dated line, the preamble and
 * numbered sections.
 */
export interface AgreementSection {
  heading: string;
  /** Clauses in order; each is one paragraph. */
  clauses: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** The line under the title: version and dates. */
  meta: string;
  preamble: readonly string[];
  sections: readonly AgreementSection[];
}

/** Centred title, the dated line, the preamble, then numbered sections; anything after the text as children. */
export function LegalText({
  text,
  id,
  footerSpace = false,
  children,
}: {
  text: LegalDocument;
  id: string;
  /** Room at the bottom for a fixed footer (the agreement change's button). */
  footerSpace?: boolean;
  children?: ReactNode;
}) {
  return (
    <Legal $footer={footerSpace}>
      <LegalArticle text={text} id={id} />
      {children}
    </Legal>
  );
}

// The text does not change while a footer counts down: render it once.
const LegalArticle = memo(function LegalArticle({ text, id }: { text: LegalDocument; id: string }) {
  return (
    <article>
      <h2>{text.title}</h2>
      <Meta>{text.meta}</Meta>
      {text.preamble.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {text.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`${id}-${i}`}>
          <h3 id={`${id}-${i}`}>{section.heading}</h3>
          {section.clauses.map((clause) => (
            <p key={clause}>{clause}</p>
          ))}
        </section>
      ))}
    </article>
  );
});

const Legal = styled.div<{ $footer: boolean }>`
  padding: 16px 16px calc(${({ $footer }) => ($footer ? '88px' : '24px')} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.8;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    text-align: center;
  }
  h3 {
    margin: 20px 0 8px;
    font-size: ${({ theme }) => theme.font.medium};
  }
  p {
    margin: 0 0 8px;
    text-align: justify;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  text-align: center !important;
`;
