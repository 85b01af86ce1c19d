import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CRS_RESIDENCY_TYPES, crsText } from '../../contract';
import { useLoader } from '../../flows/useLoader';
import { loadCrsStatus } from '../../implementations/risk';
import { href } from '../../paths';
import { callNative } from '../../platform/bridge';
import { Button } from '../../ui/Button';
import { LoadedOne } from '../shared/LoadStates';
import { EmptyState } from '../../ui/EmptyState';
import { Items } from './parts';
import { Page, Section } from '../../ui';

interface CrsStatus {
  oricustflag: string;
  crsauditstatus: '1' | '2' | '3';
}

/**
 * 声明结果 (spec 2 §4 "CRS audit status"): the declared type and its audit status, 1 under review, 2 approved,
 * 3 rejected; 重新声明 for 2 and 3 (sent with updateCrs, jumpType 1). Never declared: the way to the form.
 */
export function CrsDeclareResultScreen({ inApp }: { inApp: boolean }) {
  const { view, send } = useLoader<CrsStatus>({ load: loadCrsStatus, pageSize: 0 });
  const navigate = useNavigate();
  const form = (jumpType?: '1') =>
    navigate(href({ to: inApp ? 'crsDeclareIndexApp' : 'crsDeclareIndex', ...(jumpType && { query: { jumpType } }) }));

  return (
    <Page>
      <LoadedOne
        view={view}
        onRetry={() => send({ type: 'user.retry' })}
        empty={
          <Section>
            <EmptyState text={crsText.notDeclared} action={{ label: crsText.declare, onAction: () => form() }} />
          </Section>
        }
      >
        {(status) => (
          <>
            <Section aria-label="声明结果">
              <Verdict $status={status.crsauditstatus}>{crsText.auditStatus[status.crsauditstatus]}</Verdict>
              <Items
                items={[['税收居民身份', CRS_RESIDENCY_TYPES.find((t) => t.value === status.oricustflag)?.label ?? '']]}
              />
            </Section>
            <Actions>
              {status.crsauditstatus !== '1' && (
                <Button $variant="secondary" onClick={() => form('1')}>
                  {crsText.redeclare}
                </Button>
              )}
              <Button onClick={() => void callNative('closeh5Back')}>确认</Button>
            </Actions>
          </>
        )}
      </LoadedOne>
    </Page>
  );
}

const Verdict = styled.p<{ $status: '1' | '2' | '3' }>`
  margin: 0;
  padding: 28px 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  text-align: center;
  font-size: ${({ theme }) => theme.font.xl};
  font-weight: 600;
  color: ${({ theme, $status }) =>
    $status === '3' ? theme.color.error : $status === '2' ? theme.color.primary : theme.color.text};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 20px 16px 24px;
`;

/** The module of the routes that show it (src/paths.ts), each with its props. */
export default CrsDeclareResultScreen;
