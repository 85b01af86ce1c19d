import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('smsCountdown');
