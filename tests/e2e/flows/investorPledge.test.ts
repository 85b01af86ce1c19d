import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('investorPledge');
