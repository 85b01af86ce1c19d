import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('changePassword');
