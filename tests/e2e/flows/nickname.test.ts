import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('nickname');
