import { describeFlowViews } from '../viewReplay';

describeFlowViews('investorPledge');
