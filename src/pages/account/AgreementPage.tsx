import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { agreementChangeMachine, selectAgreementChangeView } from '../../../machines/agreementChange/agreementChange';
import { useFlow } from '../../flows/useFlow';
import { agreementChangeImplementations } from '../../../machines/agreementChange/agreementChange.implementations';
import { Button } from '../../ui';
import { LegalText } from '../shared/LegalText';
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
    <LegalText text={serviceAgreement} id="agreement" footerSpace={view.agree !== null}>
      {view.agree && (
        <Footer>
          <Button disabled={!view.agree.enabled} onClick={() => send({ type: 'user.agree' })}>
            {view.agree.label}
          </Button>
        </Footer>
      )}
    </LegalText>
  );
}

const Footer = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 -1px 4px rgba(0, 0, 0, 0.08);
`;
