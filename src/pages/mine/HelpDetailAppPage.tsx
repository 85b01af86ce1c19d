import { HelpDetail } from './HelpCenter';

/** 问题详情 as the native app opens it: /phone/mineHelpCenterDetailApp?id= or ?dictValue=. */
export default function HelpDetailAppPage() {
  return <HelpDetail />;
}
