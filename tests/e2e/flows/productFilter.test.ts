import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('productFilter');
