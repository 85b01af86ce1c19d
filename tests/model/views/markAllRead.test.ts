import { describeFlowViews } from '../viewReplay';

describeFlowViews('markAllRead');
