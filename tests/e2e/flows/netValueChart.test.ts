import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('netValueChart');
