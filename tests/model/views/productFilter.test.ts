import { describeFlowViews } from '../viewReplay';

describeFlowViews('productFilter');
