import { memo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { agreementChangeMachine, selectAgreementChangeView } from '../../../machines/account/agreementChange';
import { useFlow } from '../../flows/useFlow';
import { agreementChangeImplementations } from '../../implementations/agreementChange';
import { Button } from '../../ui';
import { useScrolledToBottom } from '../shared/useScrollBottomNotice';
import { serviceAgreement } from './serviceAgreement';

/**
 * The electronic channel service agreement: /phone/agreement/register. With `?phoneNum=` it is the
 * agreement-change screen (spec 1 §2): the agree button, grey while it counts down, leads to set password.
 */
export default function AgreementPage() {
  const [query] = useSearchParams();
  const [snapshot, send] = useFlow(agreementChangeMachine, agreementChangeImplementations, {
    input: { phoneNum: query.get('phoneNum') ?? '' },
  });
  useScrolledToBottom(() => send({ type: 'user.reachBottom' }));
  const view = selectAgreementChangeView(snapshot);

  return (
    <Page $footer={view.agree !== null}>
      <AgreementText />
      {view.agree && (
        <Footer>
          <Button disabled={!view.agree.enabled} onClick={() => send({ type: 'user.agree' })}>
            {view.agree.label}
          </Button>
        </Footer>
      )}
    </Page>
  );
}

// The text does not change while the button counts down: render it once.
const AgreementText = memo(function AgreementText() {
  const { title, version, effectiveOn, preamble, sections } = serviceAgreement;
  return (
    <article>
      <h2>{title}</h2>
      <Meta>{`${version}\u3000生效日期：${effectiveOn}`}</Meta>
      {preamble.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={section.heading}>
          <h3 id={section.heading}>{section.heading}</h3>
          {section.clauses.map((clause) => (
            <p key={clause}>{clause}</p>
          ))}
        </section>
      ))}
    </article>
  );
});

const Page = styled.div<{ $footer: boolean }>`
  padding: 16px 16px ${({ $footer }) => ($footer ? 'calc(88px + env(safe-area-inset-bottom))' : '24px')};
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.8;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    text-align: center;
  }
  h3 {
    margin: 20px 0 8px;
    font-size: 15px;
  }
  p {
    margin: 0 0 8px;
    text-align: justify;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  text-align: center !important;
`;

const Footer = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 -1px 4px rgba(0, 0, 0, 0.08);
`;
