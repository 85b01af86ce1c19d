import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('forgotPassword');
