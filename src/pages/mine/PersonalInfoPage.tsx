import { useId } from 'react';
import styled from 'styled-components';
import {
  AVATAR_ACCEPT,
  personalInfoMachine,
  selectPersonalInfoView,
} from '../../../machines/personalInfo/personalInfo';
import { useFlow } from '../../flows/useFlow';
import { personalInfoImplementations } from '../../../machines/personalInfo/personalInfo.implementations';
import { Avatar, FieldError, FormNotice } from '../../ui';
import { InfoRow, Row, RowValue, Section } from './profileParts';
import { LoadFailed, Loading } from '../shared/LoadStates';

/** Personal information, mineInfoMessage (spec 1 §2): avatar, nickname, the contact-information link. */
export default function PersonalInfoPage() {
  const [snapshot, send] = useFlow(personalInfoMachine, personalInfoImplementations);
  const view = selectPersonalInfoView(snapshot);
  const nicknameId = useId();

  if (view.loading) return <Loading />;
  if (view.failed) return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;

  const avatar = <Avatar src={view.photo} name="" size={48} label={view.photo ? '头像' : '未设置头像'} />;
  return (
    <>
      <Section>
        {view.certified ? (
          <AvatarRow as="label" aria-busy={view.uploading}>
            <span>头像</span>
            <AvatarValue>
              {view.uploading ? <RowValue>上传中…</RowValue> : avatar}
              <Chevron />
            </AvatarValue>
            <HiddenInput
              type="file"
              accept={AVATAR_ACCEPT}
              aria-label="更换头像"
              disabled={view.uploading}
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                // The same picture chosen twice must fire again.
                e.target.value = '';
                send({ type: 'user.pickPhoto', file });
              }}
            />
          </AvatarRow>
        ) : (
          <AvatarRow as="button" type="button" aria-label="更换头像" onClick={() => send({ type: 'user.tapAvatar' })}>
            <span>头像</span>
            <AvatarValue>
              {avatar}
              <Chevron />
            </AvatarValue>
          </AvatarRow>
        )}
        {/* Named by its label, the nickname read as its description: the name is exactly the label's words (WCAG
            2.5.3). */}
        <LinkRow type="button" aria-describedby={nicknameId} onClick={() => send({ type: 'user.openNickname' })}>
          <span>昵称</span>
          <AvatarValue>
            <RowValue id={nicknameId} aria-hidden="true">
              {view.nickName || '未设置'}
            </RowValue>
            <Chevron />
          </AvatarValue>
        </LinkRow>
        <InfoRow label="手机号" value={view.telephone} />
      </Section>
      <Section>
        <LinkRow type="button" aria-label="联系信息" onClick={() => send({ type: 'user.openContact' })}>
          <span>联系信息</span>
          <Chevron />
        </LinkRow>
      </Section>
      {view.message && <FieldError>{view.message}</FieldError>}
      {view.notice && <FormNotice>{view.notice}</FormNotice>}
    </>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#999" strokeWidth="2">
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

const AvatarRow = styled(Row)`
  position: relative;
  width: 100%;
  min-height: 72px;
  border-left: 0;
  border-right: 0;
  border-top: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.body};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: -2px;
  }
`;

const LinkRow = styled(Row).attrs({ as: 'button' })`
  width: 100%;
  border-left: 0;
  border-right: 0;
  border-top: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.body};
  text-align: left;
  cursor: pointer;
`;

const AvatarValue = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

/** Visually hidden, still focusable and announced: the whole row is its label. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;
