import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('markAllRead');
