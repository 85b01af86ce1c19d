import { HelpCenter } from './HelpCenter';

/** 帮助中心 as the native app opens it: /phone/mineManagerhelpCenterApp; its questions open the app's detail. */
export default function HelpCenterAppPage() {
  return <HelpCenter app />;
}
