import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('riskQuestionnaire');
