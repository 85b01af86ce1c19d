import { HelpDetail } from './HelpCenterScreen';

/** 问题详情: /phone/mineHelpCenterDetail?id= or ?dictValue= (spec 1 §2). */
export default function HelpDetailPage() {
  return <HelpDetail />;
}
