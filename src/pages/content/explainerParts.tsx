import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '../../paths';
import { Block, Links } from '../../ui';
import { fillsRatioBox, ratioBox } from '../../ui/ratio';

/** Parts of the static service pages (spec 3 §2): pictures, steps and the way to an adviser. */

/** Every illustration under src/assets/content is drawn at this size. */
export const PICTURE_WIDTH = 686;
export const PICTURE_HEIGHT = 386;

/**
 * An illustration in a box of its own proportions, reserved before it loads: the text below never moves (CLS 0).
 * Lazy: most of them sit below the first screen.
 */
export function Picture({ src, alt }: { src: string; alt: string }) {
  return (
    <Figure>
      <img src={src} alt={alt} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} loading="lazy" decoding="async" />
    </Figure>
  );
}

const Figure = styled.figure`
  ${ratioBox(PICTURE_WIDTH, PICTURE_HEIGHT)}
  margin: 0 0 12px;
  img {
    ${fillsRatioBox}
    display: block;
    border-radius: ${({ theme }) => theme.radius};
    background: #fdf3f3;
  }
`;

export interface Step {
  title: string;
  text: string;
}

/** A numbered procedure: the number drawn in a badge, the step's name, then what happens in it. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <StepList>
      {steps.map((step) => (
        <li key={step.title}>
          <strong>{step.title}</strong>
          <span>{step.text}</span>
        </li>
      ))}
    </StepList>
  );
}

const StepList = styled.ol`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    padding: 0 0 12px 36px;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 2px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-size: ${({ theme }) => theme.font.small};
    line-height: 24px;
    text-align: center;
  }
  /* The line that joins one badge to the next. */
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 11px;
    top: 30px;
    bottom: 2px;
    border-left: 2px solid ${({ theme }) => theme.color.border};
  }
  strong,
  span {
    display: block;
  }
`;

/** The way from a service page to a person: the investor's adviser, the offices, the guide to getting started. */
export function Consult({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Block id={id} title={title}>
      {children}
      <Links>
        <Link to={href('mineFinancialManager')}>联系我的理财经理</Link>
        <Link to={href('contactUs')}>联系我们</Link>
        <Link to={href('guide')}>服务指南</Link>
      </Links>
    </Block>
  );
}
