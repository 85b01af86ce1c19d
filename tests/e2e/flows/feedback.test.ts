import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('feedback');
