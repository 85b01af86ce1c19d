import { useEffect } from 'react';
import styled from 'styled-components';
import { pulsing } from './pulse';
import { skeletonShown } from './skeletonShown';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * What a screen shows while its content loads (UX.md "States"): grey blocks shaped like the content, not a spinner
 * over a blank page, nor 加载中… beside a spinner. To assistive technology it is one status, its `label` (加载中…).
 * While one is shown, the loading veil keeps blocking taps but draws no spinner of its own (`useSkeletonShown`, src/ui/skeletonShown.ts).
 */
export type SkeletonShape =
  /** Rows of a list: a title and a line under it. */
  | 'rows'
  /** Rows with a picture on the right (articles). */
  | 'pictures'
  /** Cards (products): a title, three figures, tags. */
  | 'cards'
  /** A detail or an overview: a heading, a figure band, lines. */
  | 'detail'
  /** A verdict in a card (测评结果): a centred line and figure, a five-step scale, labelled rows. */
  | 'verdict';

export function Skeleton({ shape, label, count = 4 }: { shape: SkeletonShape; label: string; count?: number }) {
  useEffect(skeletonShown, []);
  return (
    <Box role="status" aria-label={label} data-skeleton={shape}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {shape === 'verdict' ? (
        <Block aria-hidden $card>
          <Centre>
            <Bar $w="40%" $h={14} />
            <Bar $w="28%" $h={28} />
          </Centre>
          <Figures>
            {[1, 2, 3, 4, 5].map((i) => (
              <Bar key={i} $w="18%" $h={6} />
            ))}
          </Figures>
          {[45, 35, 35].map((w, i) => (
            <Line key={i}>
              <Bar $w="22%" $h={14} />
              <Bar $w={`${w}%`} $h={14} />
            </Line>
          ))}
        </Block>
      ) : shape === 'detail' ? (
        <Block aria-hidden>
          <Bar $w="70%" $h={20} />
          <Figures>
            <Bar $w="28%" $h={28} />
            <Bar $w="22%" $h={28} />
            <Bar $w="22%" $h={28} />
          </Figures>
          {[90, 80, 85, 60].map((w) => (
            <Bar key={w} $w={`${w}%`} $h={14} />
          ))}
        </Block>
      ) : (
        Array.from({ length: count }, (_, i) => (
          <Block key={i} aria-hidden $card={shape === 'cards'}>
            <Line>
              <Lines>
                <Bar $w="55%" $h={16} />
                {shape === 'cards' ? (
                  <>
                    <Figures>
                      <Bar $w="30%" $h={22} />
                      <Bar $w="20%" $h={22} />
                      <Bar $w="20%" $h={22} />
                    </Figures>
                    <Figures>
                      <Bar $w="22%" $h={12} />
                      <Bar $w="16%" $h={12} />
                      <Bar $w="16%" $h={12} />
                    </Figures>
                    <Bar $w="35%" $h={16} />
                  </>
                ) : (
                  <Bar $w="35%" $h={12} />
                )}
              </Lines>
              {shape === 'pictures' && <Picture />}
            </Line>
          </Block>
        ))
      )}
    </Box>
  );
}

// Rows are divided by a line, cards by their gap. (Not "& + &" on the row itself: styled-components writes a
// self-reference with String.prototype.replaceAll, which the oldest WebViews floor test takes away.)
const Box = styled.div`
  padding: 4px 0;
  &[data-skeleton='rows'] > * + *,
  &[data-skeleton='pictures'] > * + * {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Block = styled.div<{ $card?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: ${({ $card }) => ($card ? '10px 12px 0' : '0')};
  padding: 16px;
  border-radius: ${({ $card }) => ($card ? '8px' : '0')};
  background: ${({ theme }) => theme.color.surface};
`;

const Line = styled.div`
  display: flex;
  gap: 12px;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 12px 0 4px;
`;

const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Figures = styled.div`
  display: flex;
  justify-content: space-between;
`;

const shade = (props: { theme: { color: { border: string } } }) => props.theme.color.border;

const Bar = styled.span<{ $w: string; $h: number }>`
  display: block;
  width: ${({ $w }) => $w};
  height: ${({ $h }) => $h}px;
  border-radius: 4px;
  background: ${shade};
  ${pulsing}
`;

const Picture = styled.span`
  flex: none;
  width: 112px;
  height: 72px;
  border-radius: 6px;
  background: ${shade};
  ${pulsing}
`;
