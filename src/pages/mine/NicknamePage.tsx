import { nicknameMachine, selectNicknameView } from '../../../machines/nickname/nickname';
import { useFlow } from '../../flows/useFlow';
import { nicknameImplementations } from '../../../machines/nickname/nickname.implementations';
import { useGoBack } from '../../routing';
import { Button, FieldError, FormHint, FormNotice, TextField } from '../../ui';
import { Actions, Section } from './profileParts';
import { LoadFailed, Loading } from '../shared/LoadStates';

/** Nickname edit, mineModifyNickname (spec 1 §2 "Nickname edit"): saving returns to the previous page. */
export default function NicknamePage() {
  const goBack = useGoBack();
  const implementations = { ...nicknameImplementations, actions: { ...nicknameImplementations.actions, goBack } };
  const [snapshot, send] = useFlow(nicknameMachine, implementations, { input: {} });
  const view = selectNicknameView(snapshot);

  if (view.loading) return <Loading />;
  if (view.failed) return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;

  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Section>
        <TextField
          label="昵称"
          placeholder="请输入昵称"
          maxLength={view.maxLength}
          value={view.nickName}
          onValueChange={(value) => send({ type: 'user.changeField', field: 'nickName', value })}
        />
      </Section>
      <FormHint>昵称最多{view.maxLength}个字，可使用汉字、数字、英文</FormHint>
      {view.message && <FieldError>{view.message}</FieldError>}
      {view.notice && <FormNotice>{view.notice}</FormNotice>}
      <Actions>
        <Button type="submit" disabled={!view.canSubmit} onClick={() => send({ type: 'user.submit' })}>
          保存
        </Button>
      </Actions>
    </form>
  );
}
