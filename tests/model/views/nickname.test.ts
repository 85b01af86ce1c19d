import { describeFlowViews } from '../viewReplay';

describeFlowViews('nickname');
