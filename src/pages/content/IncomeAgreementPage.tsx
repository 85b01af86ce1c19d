import { incomeAgreement } from './incomeAgreement';
import { LegalText } from '../shared/LegalText';

/** 收益账户变更协议 (spec 3 §2 agreement/incomeAgreement): the income-return bank card change agreement. Static. */
export default function IncomeAgreementPage() {
  return <LegalText text={incomeAgreement} id="income" />;
}
