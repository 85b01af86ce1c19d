import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('login');
