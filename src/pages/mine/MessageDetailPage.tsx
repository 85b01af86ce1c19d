import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { commonText, type MessageDetail } from '../../contract';
import { useLoader } from '../../flows/useLoader';
import { loadMessageDetail, type MessageQuery } from '../../implementations/mine';
import { toast } from '../../platform/notices';
import { useGoBack } from '../../routing';
import { LoadFailed, Loading } from '../shared/LoadStates';
import { Page, Section, SectionTitle } from '../../ui';

/** The query as the list sends it (spec 1 §2: toastId, isMsg default 0, entityId). */
export function messageQuery(params: URLSearchParams): MessageQuery {
  const id = Number(params.get('toastId'));
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : null,
    isMsg: params.get('isMsg') === '1' ? 1 : 0,
    entityId: params.get('entityId') ?? '',
  };
}

/**
 * 消息详情 (spec 1 §2, §4 "Notice detail"): a notice (isMsg 1) shows its list of messages; a complaint reply
 * (isMsg 0) shows what the user wrote, when, and the platform's replies. A message that is not there says
 * 找不到消息 and goes back.
 */
export default function MessageDetailPage() {
  const [params] = useSearchParams();
  const query = messageQuery(params);
  const { view, send } = useLoader<MessageDetail, MessageQuery>({ load: loadMessageDetail, pageSize: 0, query });
  const goBack = useGoBack();
  const missing = view.status === 'empty';
  // The toast is the shell's, so it stays in sight on the page the user goes back to.
  useEffect(() => {
    if (!missing) return;
    toast.info(commonText.messageNotFound);
    goBack();
  }, [missing, goBack]);

  const detail = view.items[0];
  return (
    <Page>
      {view.status === 'loading' && <Loading />}
      {view.status === 'failed' && <LoadFailed onRetry={() => send({ type: 'user.retry' })} />}
      {missing && <Note>{commonText.messageNotFound}</Note>}
      {detail && query.isMsg === 1 && <Notices list={detail.msgList} />}
      {detail && query.isMsg === 0 && <Complaint detail={detail} />}
    </Page>
  );
}

function Notices({ list }: { list: MessageDetail['msgList'] }) {
  return (
    <List aria-label="消息">
      {list.map((m) => (
        <li key={m.id}>
          <Section>
            <Card>
              <h2>{m.title}</h2>
              <time>{m.pushTime}</time>
              <p>{m.content}</p>
            </Card>
          </Section>
        </li>
      ))}
    </List>
  );
}

function Complaint({ detail }: { detail: MessageDetail }) {
  return (
    <>
      <Section aria-labelledby="my-opinion">
        <SectionTitle id="my-opinion">我的投诉建议</SectionTitle>
        <Card>
          <time>{detail.time}</time>
          <p>{detail.opinion}</p>
        </Card>
      </Section>
      <Section aria-labelledby="replies">
        <SectionTitle id="replies">平台回复</SectionTitle>
        {detail.msgList.length === 0 ? (
          <Card>
            <p>暂无回复</p>
          </Card>
        ) : (
          <List aria-label="平台回复">
            {detail.msgList.map((r) => (
              <li key={r.id}>
                <Card>
                  <time>{r.pushTime}</time>
                  <p>{r.content}</p>
                </Card>
              </li>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.div`
  padding: 12px 16px 16px;
  h2 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.font.subtitle};
  }
  time {
    display: block;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
  p {
    margin: 8px 0 0;
    line-height: 1.7;
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 60px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
