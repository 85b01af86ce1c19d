import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('personalInfo');
