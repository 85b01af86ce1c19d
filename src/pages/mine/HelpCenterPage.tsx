import { HelpCenter } from './HelpCenter';

/** 帮助中心: /phone/mineManagerhelpCenter (spec 1 §2 "Help centre"). */
export default function HelpCenterPage() {
  return <HelpCenter app={false} />;
}
