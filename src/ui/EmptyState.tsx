import styled from 'styled-components';
import { commonText } from '../contract/texts';

/** Empty lists (spec 1 §8, spec 2 §8): 暂无相关数据 unless the screen gives its own text. */
export function EmptyState({ text = commonText.noData }: { text?: string }) {
  return <Empty>{text}</Empty>;
}

const Empty = styled.p`
  margin: 0;
  padding: 60px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
