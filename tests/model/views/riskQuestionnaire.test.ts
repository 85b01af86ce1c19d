import { describeFlowViews } from '../viewReplay';

describeFlowViews('riskQuestionnaire');
