import { describeFlowViews } from '../viewReplay';

describeFlowViews('logout');
