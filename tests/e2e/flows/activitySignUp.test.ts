import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('activitySignUp');
