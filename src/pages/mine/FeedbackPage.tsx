import { useId } from 'react';
import styled from 'styled-components';
import { feedbackMachine, OPINION_LABEL, OPINION_TYPES, selectFeedbackView } from '../../../machines/feedback/feedback';
import { useFlow } from '../../flows/useFlow';
import { feedbackImplementations } from '../../../machines/feedback/feedback.implementations';
import { Button, CharCounter, FieldError, FieldLabel, FormNotice, TextArea } from '../../ui';

export const OPINION_PLACEHOLDER = '请输入您的投诉或建议，我们会认真对待每一条反馈';

/** Complaints and suggestions: /phone/mineManagerFeedback (spec 1 §2, §5 "Complaint"). */
export default function FeedbackPage() {
  const [snapshot, send] = useFlow(feedbackMachine, feedbackImplementations, { input: {} });
  const view = selectFeedbackView(snapshot);
  const textId = useId();
  const counterId = useId();

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'user.submit' });
      }}
    >
      <Card>
        <Choices role="radiogroup" aria-label="反馈类型">
          {OPINION_TYPES.map((t) => (
            <Choice key={t.value}>
              <input
                type="radio"
                name="opinionType"
                value={t.value}
                checked={view.type === t.value}
                disabled={!view.editable}
                onChange={() => send({ type: 'user.changeField', field: 'type', value: t.value })}
              />
              <span>{t.label}</span>
            </Choice>
          ))}
        </Choices>
        <FieldLabel htmlFor={textId}>{OPINION_LABEL}</FieldLabel>
        <TextArea
          id={textId}
          rows={6}
          placeholder={OPINION_PLACEHOLDER}
          value={view.opinion}
          readOnly={!view.editable}
          aria-describedby={counterId}
          onChange={(e) => send({ type: 'user.changeField', field: 'opinion', value: e.target.value })}
        />
        <CharCounter id={counterId}>{view.counter}</CharCounter>
      </Card>
      {view.message && <FieldError>{view.message}</FieldError>}
      <Actions>
        <Button type="submit" disabled={!view.canSubmit} aria-busy={view.busy}>
          提交
        </Button>
      </Actions>
      {view.result && <FormNotice>{view.result}</FormNotice>}
    </Form>
  );
}

const Form = styled.form`
  padding-top: 12px;
`;

const Card = styled.div`
  padding: 4px 16px 12px;
  background: ${({ theme }) => theme.color.surface};
`;

const Choices = styled.div`
  display: flex;
  gap: 12px;
  padding: 8px 0 12px;
`;

/**
 * The whole pill is the tap target; the radio itself stays for assistive technology and keyboard use. The pill's
 * checked border and focus ring are drawn by its text's pseudo-element, laid over the pill's own border: styling the
 * pill by its input's state needs a selector newer than the WebViews the app supports (Chrome 105, iOS 15.4;
 * docs/client.md, "The WebViews investors have"), a sibling of the input does not.
 */
const Choice = styled.label`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.tap};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span::before {
    content: '';
    position: absolute;
    inset: -1px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius};
    pointer-events: none;
  }
  input:checked + span {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  input:checked + span::before {
    border-color: ${({ theme }) => theme.color.primary};
  }
  input:focus + span::before {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
  /* No ring after a tap where the browser tells taps from the keyboard; where it cannot, this rule is dropped. */
  input:focus:not(:focus-visible) + span::before {
    outline: none;
  }
`;

const Actions = styled.div`
  padding: 24px 16px;
`;
