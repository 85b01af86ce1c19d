import { describeFlowViews } from '../viewReplay';

describeFlowViews('feedback');
