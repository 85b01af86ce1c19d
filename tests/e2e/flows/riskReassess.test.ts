import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('riskReassess');
