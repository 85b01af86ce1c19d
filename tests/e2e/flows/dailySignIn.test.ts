import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('dailySignIn');
