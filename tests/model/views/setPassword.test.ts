import { describeFlowViews } from '../viewReplay';

describeFlowViews('setPassword');
