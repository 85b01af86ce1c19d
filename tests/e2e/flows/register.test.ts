import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('register');
