import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageOf } from '../../../machines/loader/loader';
import { loadPointsEntry } from '../../implementations/content';
import { useLoader } from '../../flows/useLoader';
import { href } from '../../paths';

/**
 * The points entry (spec 3 §2 discover, home/info page): shown only when the server gives the points page's
 * description (queryDictValue H5_SERVER_PAGE_DESC_JF), with that description; it opens the task centre.
 */
export function PointsEntry() {
  const descriptionId = useId();
  const { view } = useLoader<string>({
    load: async () => {
      const description = await loadPointsEntry();
      return pageOf(description ? [description] : []);
    },
    pageSize: 0,
  });
  // Its place is kept while the flag loads, so the tabs below do not move when it arrives.
  if (view.status === 'loading') return <Reserved aria-hidden="true" />;
  if (view.status !== 'ready') return null;
  return (
    // Named by its title, the server's text read as its description: the name is exactly words it shows (WCAG 2.5.3).
    <Entry to={href('taskCenter')} aria-describedby={descriptionId}>
      <Icon aria-hidden="true">积</Icon>
      <Text>
        <strong>积分任务</strong>
        <small id={descriptionId} aria-hidden="true">
          {view.items[0]}
        </small>
      </Text>
      <Go aria-hidden="true">去签到 ›</Go>
    </Entry>
  );
}

const HEIGHT = '60px';

const Reserved = styled.div`
  height: ${HEIGHT};
  margin: 12px 16px;
`;

const Entry = styled(Link)`
  height: ${HEIGHT};
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 12px 16px;
  padding: 12px 14px;
  border-radius: 8px;
  background: linear-gradient(90deg, #fff6e8, #fdeccd);
  color: #7a4a10;
  text-decoration: none;
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: #e7a23a;
  color: #fff;
  font-weight: 600;
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-size: ${({ theme }) => theme.font.medium};
  }
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.font.small};
    opacity: 0.8;
  }
`;

const Go = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.font.caption};
`;
