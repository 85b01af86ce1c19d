import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('agreementChange');
