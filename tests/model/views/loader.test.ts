import { describeFlowViews } from '../viewReplay';

describeFlowViews('loader');
