import { LegalText } from '../shared/LegalText';
import { pointsStatement } from './pointsStatement';

/** 积分商城用户声明 (spec 3 §2 personalInfo). Static. */
export default function PointsStatementPage() {
  return <LegalText text={pointsStatement} id="points-statement" />;
}
