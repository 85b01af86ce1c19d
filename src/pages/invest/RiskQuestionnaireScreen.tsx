import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACKNOWLEDGEMENT_LABEL,
  TEXT_ANSWER_LABEL,
  noticeButtonLabel,
  riskQuestionnaireMachine,
  selectRiskQuestionnaireView,
  type Question,
} from '../../../machines/riskQuestionnaire/riskQuestionnaire';
import {
  RISK_SENIOR_ACKNOWLEDGEMENT,
  RISK_SENIOR_COUNTDOWN_S,
  RISK_SENIOR_NOTICE,
  maskPhone,
  riskText,
} from '../../contract';
import { useFlow } from '../../flows/useFlow';
import { riskQuestionnaireImplementations } from '../../../machines/riskQuestionnaire/riskQuestionnaire.implementations';
import { StorageKey, getItem } from '../../platform/storage';
import { Button } from '../../ui/Button';
import { ChoiceList, ChoiceRow } from '../../ui/Choices';
import { CharCounter, FieldError, FieldLabel, FormHint, FormNotice, TextArea } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { LoadFailed, Loading } from '../shared/LoadStates';
import { SmsCodeField } from '../shared/SmsCodeButton';
import { Page, Section } from '../../ui';

export interface RiskQuestionnaireScreenProps {
  inApp: boolean;
  /**
   * The 65+ notice's countdown (spec 2 §2: the App variant counts down on the age confirm, the browser's does not);
   * by default the variant's own.
   */
  ageNoticeSeconds?: number;
}

/**
 * 风险测评 (spec 2 §2 "Risk questionnaire"): the intro, one question per page, the 65+ notice and acknowledgement,
 * and the SMS step before the answers are saved. riskMessageApp opens the same flow at the SMS step with the answers
 * it is given (`param`).
 */
export function RiskQuestionnaireScreen({
  inApp,
  ageNoticeSeconds = inApp ? RISK_SENIOR_COUNTDOWN_S : 0,
}: RiskQuestionnaireScreenProps) {
  const [params] = useSearchParams();
  const [implementations] = useState(() => riskQuestionnaireImplementations(params.get('param')));
  const [snapshot, send] = useFlow(riskQuestionnaireMachine, implementations, {
    input: {
      inApp,
      age: params.get('age') ?? '',
      jumpType: params.get('jumpType') ?? '',
      ageNoticeSeconds,
    },
  });
  const phone = useBrowserValue(() => maskPhone(getItem(StorageKey.telephone) ?? ''), '');
  const view = selectRiskQuestionnaireView(snapshot);

  if (view.loading) return <Loading />;
  if (view.failed) return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;

  return (
    <Page>
      {(view.intro || view.ageNotice) && (
        <Section aria-label="测评须知">
          <Body>
            <Title>风险承受能力评估问卷</Title>
            <p>
              为了解您的风险承受能力，向您推荐与之相匹配的产品，请您如实填写本问卷。问卷结果将作为您购买信托产品的依据，有效期为一年。
            </p>
            <p>提交前需进行短信验证；每日可测评次数有限，请认真作答。</p>
            <Button onClick={() => send({ type: 'user.start' })}>
              {view.resumes ? riskText.resume : riskText.start}
            </Button>
          </Body>
        </Section>
      )}
      <Modal
        open={view.ageNotice}
        title={riskText.ageNoticeTitle}
        actions={
          <Button disabled={view.noticeRemaining > 0} onClick={() => send({ type: 'user.acknowledgeAge' })}>
            {noticeButtonLabel(view.noticeRemaining)}
          </Button>
        }
      >
        {RISK_SENIOR_NOTICE}
      </Modal>

      {view.answering && view.question && (
        <QuestionPage
          question={view.question}
          position={view.position}
          values={view.answer.values}
          text={view.answer.text}
          locked={view.locked}
          textMax={view.textMax}
          onChoose={(value) => send({ type: 'user.choose', subjectid: view.question!.subjectid, value })}
          onType={(text) => send({ type: 'user.typeAnswer', text })}
        >
          <Actions>
            <Button $variant="secondary" onClick={() => send({ type: 'user.previous' })}>
              {riskText.previous}
            </Button>
            <Button disabled={!view.canAdvance} onClick={() => send({ type: view.last ? 'user.submit' : 'user.next' })}>
              {view.last ? riskText.submit : riskText.next}
            </Button>
          </Actions>
        </QuestionPage>
      )}

      {view.acknowledging && (
        <Section aria-label="确认">
          <Body>
            <Title>请完整输入以下内容</Title>
            <Quote>{RISK_SENIOR_ACKNOWLEDGEMENT}</Quote>
            <Labelled
              label={ACKNOWLEDGEMENT_LABEL}
              value={view.acknowledgement}
              onChange={(text) => send({ type: 'user.typeAcknowledgement', text })}
            />
            {view.acknowledgementWrong && (
              <Wrong>
                <FieldError>{riskText.acknowledgementWrong}</FieldError>
                <Button $inline $variant="secondary" onClick={() => send({ type: 'user.fillAcknowledgement' })}>
                  {riskText.fillAcknowledgement}
                </Button>
              </Wrong>
            )}
          </Body>
          <Actions>
            <Button $variant="secondary" onClick={() => send({ type: 'user.back' })}>
              {riskText.backToAnswers}
            </Button>
            <Button onClick={() => send({ type: 'user.confirmAcknowledgement' })}>{riskText.confirm}</Button>
          </Actions>
        </Section>
      )}
      <Modal
        open={view.confirming}
        title={riskText.acknowledgementConfirm}
        actions={
          <>
            <Button $variant="secondary" onClick={() => send({ type: 'user.cancel' })}>
              取消
            </Button>
            <Button onClick={() => send({ type: 'user.confirmRead' })}>{riskText.confirm}</Button>
          </>
        }
      >
        您已阅读并确认上述内容，确认后将进行短信验证并提交问卷。
      </Modal>

      {view.verifying && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'user.save' });
          }}
        >
          <Section aria-label={riskText.smsTitle}>
            <Body>
              <Title>{riskText.smsTitle}</Title>
              <p>验证码将发送至{phone ? ` ${phone}` : '您的手机'}</p>
            </Body>
            <SmsCodeField
              value={view.smsCode}
              onValueChange={(code) => send({ type: 'user.changeCode', code })}
              countdown={snapshot.children.smsCountdown}
              usable={view.smsUsable}
              onRequest={() => send({ type: 'user.requestSms' })}
            />
            {view.message && <Message>{view.message}</Message>}
            {view.notice && <Notice>{view.notice}</Notice>}
            <Actions>
              <Button $variant="secondary" disabled={!view.smsUsable} onClick={() => send({ type: 'user.back' })}>
                {riskText.backToAnswers}
              </Button>
              <Button type="submit" disabled={!view.canSave} aria-busy={view.busy}>
                {riskText.confirm}
              </Button>
            </Actions>
          </Section>
        </form>
      )}
    </Page>
  );
}

interface QuestionPageProps {
  question: Question;
  position: string;
  values: readonly string[];
  text: string;
  locked: boolean;
  textMax: number;
  onChoose: (value: string) => void;
  onType: (text: string) => void;
  children: ReactNode;
}

/** One question: its options as radios (single) or checkboxes (multiple), or a text field. */
function QuestionPage({
  question,
  position,
  values,
  text,
  locked,
  textMax,
  onChoose,
  onType,
  children,
}: QuestionPageProps) {
  const titleId = useId();
  const kind = { single: '单选', multiple: '多选', text: '问答' }[question.kind];
  return (
    <Section aria-labelledby={titleId}>
      <Body>
        <Position>
          <span>{position}</span>
          <Kind>{kind}</Kind>
        </Position>
        <Title id={titleId}>{question.name}</Title>
        {locked && <FormHint>已根据您的年龄自动选择，不可修改</FormHint>}
      </Body>
      {question.kind === 'text' ? (
        <Body>
          <Labelled label={TEXT_ANSWER_LABEL} value={text} maxLength={textMax} onChange={onType} />
          <CharCounter>
            {[...text].length}/{textMax}
          </CharCounter>
        </Body>
      ) : (
        <ChoiceList role={question.kind === 'single' ? 'radiogroup' : 'group'} aria-labelledby={titleId}>
          {question.options.map((o) => (
            <ChoiceRow key={o.value}>
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={`q${question.subjectid}`}
                value={o.value}
                checked={values.includes(o.value)}
                disabled={locked}
                onChange={() => onChoose(o.value)}
              />
              <span>
                {o.value}. {o.label}
              </span>
            </ChoiceRow>
          ))}
        </ChoiceList>
      )}
      {children}
    </Section>
  );
}

function Labelled({
  label,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  value: string;
  maxLength?: number;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea id={id} rows={4} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}

const Body = styled.div`
  padding: 16px;
  p {
    margin: 0 0 12px;
    line-height: 1.7;
  }
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.font.title};
  font-weight: 600;
  line-height: 1.5;
`;

const Position = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Kind = styled.span`
  padding: 0 6px;
  border: 1px solid currentColor;
  border-radius: 4px;
  line-height: 18px;
`;

const Quote = styled.blockquote`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
  line-height: 1.7;
`;

const Wrong = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 8px;
  p {
    margin: 0;
  }
`;

const Message = styled(FieldError)`
  margin: 8px 16px 0;
`;

const Notice = styled(FormNotice)`
  margin: 8px 16px 0;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  padding: 16px;
  > * {
    flex: 1;
  }
`;

/** The module of the routes that show it (src/paths.ts), each with its props. */
export default RiskQuestionnaireScreen;
