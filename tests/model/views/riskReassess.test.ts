import { describeFlowViews } from '../viewReplay';

describeFlowViews('riskReassess');
