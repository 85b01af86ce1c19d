import { LegalText } from '../shared/LegalText';
import { preventionFraud } from './preventionFraud';
import { CallLink } from '../shared/companyParts';

/**
 * 防范电信网络诈骗声明 (spec 3 §2 agreement/preventionFraud): the statement, then the one way to check a caller,
 * the company's own hotline (inside the app the call goes through the native shell). Static.
 */
export default function PreventionFraudPage() {
  return (
    <LegalText text={preventionFraud} id="fraud">
      <CallLink>拨打客服热线核实</CallLink>
    </LegalText>
  );
}
