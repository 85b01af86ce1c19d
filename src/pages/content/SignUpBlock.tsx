import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  activitySignUpMachine,
  selectActivitySignUpView,
  SIGN_UP_AREAS,
  SIGN_UP_BUTTON,
  SIGN_UP_LABELS,
  type SignUpField,
} from '../../../machines/activitySignUp/activitySignUp';
import { SIGN_UP_MAX_ACCOMPANY } from '../../contract/fields';
import { useFlow } from '../../flows/useFlow';
import { activitySignUpImplementations } from '../../../machines/activitySignUp/activitySignUp.implementations';
import { Button, FieldError, FormNotice, Modal, StepperField, TextField } from '../../ui';
import { PickerField } from '../../ui/Picker';

const AREA_OPTIONS = SIGN_UP_AREAS.map((a) => ({ code: a.value, name: a.label }));

/**
 * An activity's sign-up (spec 3 §2 "Activity sign-up"): the button by checkStatus and the modal form, on the
 * activitySignUp chart. Results are announced later by SMS (said under the button).
 */
export function SignUpBlock({ articleId }: { articleId: number }) {
  const { pathname, search } = useLocation();
  const [snapshot, send] = useFlow(activitySignUpMachine, activitySignUpImplementations, {
    input: { articleId, returnTo: pathname + search },
  });
  const view = selectActivitySignUpView(snapshot);
  const change = (field: SignUpField) => (value: string) => send({ type: 'user.changeField', field, value });
  if (view.none) return null;

  return (
    <Block aria-label="活动报名">
      {view.failed ? (
        <Button $variant="secondary" onClick={() => send({ type: 'user.retry' })}>
          重新加载
        </Button>
      ) : (
        <Button disabled={!view.button?.enabled} aria-busy={view.checking} onClick={() => send({ type: 'user.open' })}>
          {view.button?.label ?? SIGN_UP_BUTTON.open}
        </Button>
      )}
      {view.notice && <FormNotice>{view.notice}</FormNotice>}
      <Hint>报名结果将以短信方式通知您</Hint>
      <Modal
        open={view.formOpen}
        title="活动报名"
        onDismiss={() => send({ type: 'user.close' })}
        actions={
          <>
            <Button $variant="secondary" onClick={() => send({ type: 'user.close' })}>
              取消
            </Button>
            <Button aria-busy={view.saving} onClick={() => send({ type: 'user.submit' })}>
              {SIGN_UP_BUTTON.submit}
            </Button>
          </>
        }
      >
        <form onSubmit={(e) => e.preventDefault()}>
          <TextField label={SIGN_UP_LABELS.applyName} value={view.form.applyName} onValueChange={change('applyName')} />
          <TextField
            label={SIGN_UP_LABELS.applyPhoneNumber}
            type="tel"
            inputMode="numeric"
            value={view.form.applyPhoneNumber}
            onValueChange={change('applyPhoneNumber')}
          />
          <TextField
            label={SIGN_UP_LABELS.customerManager}
            value={view.form.customerManager}
            onValueChange={change('customerManager')}
          />
          <PickerField
            label={SIGN_UP_LABELS.areaCode}
            value={AREA_OPTIONS.find((a) => a.code === view.form.areaCode) ?? null}
            options={AREA_OPTIONS}
            onPick={(option) => change('areaCode')(option.code)}
          />
          <StepperField
            label={SIGN_UP_LABELS.accompanyNumber}
            value={view.form.accompanyNumber}
            min={0}
            max={SIGN_UP_MAX_ACCOMPANY}
            onValueChange={change('accompanyNumber')}
          />
          <TextField
            label={SIGN_UP_LABELS.notes}
            placeholder="选填，最多50字"
            value={view.form.notes}
            onValueChange={change('notes')}
          />
          {view.message && <FieldError>{view.message}</FieldError>}
        </form>
      </Modal>
    </Block>
  );
}

const Block = styled.section`
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Hint = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  text-align: center;
`;
