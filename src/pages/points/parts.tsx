import styled from 'styled-components';
import type { ExpiringPoints } from '../../contract';
import { pointsTaskText } from '../../contract';
import { dayInWords } from '../../contract/figures';
import { callNative } from '../../platform/bridge';

/** The red band the points screens open with (the balance, the invitation's headline). */
export const RedBand = styled.section`
  padding: 20px 16px;
  background: linear-gradient(160deg, #c0392b, #8e1b1b);
  color: #fff;
  text-align: center;
  p {
    margin: 0;
    line-height: 1.6;
    opacity: 0.85;
  }
`;

/**
 * 积分商城: the app's points mall (openPointsMall, spec 3 §7 "Points and tasks"), from the balance of the task centre
 * and of the ledger; in a browser the download prompt.
 */
export function PointsMallLink() {
  return (
    <BandLink type="button" onClick={() => void callNative('openPointsMall')}>
      积分商城 ›
    </BandLink>
  );
}

/** A plain text button on the red band. */
export const BandLink = styled.button`
  min-width: 44px;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 4px;
  border: 0;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.font.body};
  cursor: pointer;
`;

/** Points that expire within 30 days, under the balance of the task centre and of the ledger (UX.md). */
export function ExpiringNote({ expiring }: { expiring: ExpiringPoints | null }) {
  if (!expiring) return null;
  // In large text the sentence takes two lines: they break after its comma, not inside a word.
  const text = pointsTaskText.expiring(expiring.points, dayInWords(expiring.firstDate));
  const comma = text.indexOf('，') + 1;
  return (
    <Expiring role="note">
      <span>{text.slice(0, comma)}</span>
      <span>{text.slice(comma)}</span>
    </Expiring>
  );
}

/** On a darkened pill at full opacity: white on it is ≥ 6:1 at the band's lightest (the band's lines are dimmed). */
const Expiring = styled.p`
  display: inline-block;
  margin: 8px auto 0;
  padding: 4px 12px;
  border-radius: 12px;
  background: rgba(0, 0, 0, 0.22);
  color: #fff;
  && {
    opacity: 1;
  }
  span {
    display: inline-block;
  }
  font-size: ${({ theme }) => theme.font.caption};
`;
