import { describeFlowViews } from '../viewReplay';

describeFlowViews('changePassword');
