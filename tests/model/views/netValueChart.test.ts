import { describeFlowViews } from '../viewReplay';

describeFlowViews('netValueChart');
