import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('setPassword');
