import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Message } from '../../contract';
import { loadMessages } from '../../implementations/mine';
import { href } from '../../paths';
import { VisuallyHidden } from '../../ui';
import { LoadedList } from '../shared/LoadedList';
import { MarkAllRead } from './MarkAllRead';

/** Spec 1 §9: 20 messages a page. */
export const MESSAGE_PAGE_SIZE = 20;

/**
 * 消息中心 (spec 1 §2 "Message list", §4 "Lists", §9): notices and complaint replies, newest first, 20 a page with
 * infinite scroll (the loader chart's 1 s rule, stopping on a short page); unread ones are marked; 全部已读 marks
 * every one read and the list loads afresh. An item opens its detail with its toastId, isMsg and entityId.
 */
export default function MessagesPage() {
  return (
    <MarkAllRead>
      {(version) => (
        <LoadedList<Message>
          key={version}
          label="消息列表"
          // Opening a message marks it read: Back loads the list afresh rather than show it unread.
          keptForBack={false}
          load={loadMessages}
          pageSize={MESSAGE_PAGE_SIZE}
          itemKey={(m) => m.id}
          renderItem={(m) => <MessageItem message={m} />}
        />
      )}
    </MarkAllRead>
  );
}

function MessageItem({ message }: { message: Message }) {
  const to = href({
    to: 'mineNoticeDetail',
    query: { toastId: message.id, isMsg: message.isMsg, entityId: message.entityId },
  });
  const id = useId();
  // Named by its title (and whether it is unread), its time and text read as its description: the name is words
  // the link shows (WCAG 2.5.3), the dot spoken as 未读.
  return (
    <Item to={to} aria-describedby={`${id}time ${id}text`}>
      <Head>
        {message.isRead === 0 && (
          <Unread>
            <VisuallyHidden>未读 </VisuallyHidden>
          </Unread>
        )}
        <Title>{message.title}</Title>
        <Time id={`${id}time`} aria-hidden="true">
          {message.pushTime.slice(0, 16)}
        </Time>
      </Head>
      <Content id={`${id}text`} aria-hidden="true">
        {message.content}
      </Content>
    </Item>
  );
}

const Item = styled(Link)`
  display: block;
  padding: 14px 16px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: inherit;
  text-decoration: none;
`;

// The title, its dot and the time on the title's first line: a long title (or one in large text) takes a second line
// rather than losing its end.
const Head = styled.span`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 6px;
`;

const Unread = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.error};
  transform: translateY(-0.25em);
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.medium};
  font-weight: 600;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Time = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Content = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.color.muted};
  line-height: 1.5;
`;
