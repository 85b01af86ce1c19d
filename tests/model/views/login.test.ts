import { describeFlowViews } from '../viewReplay';

describeFlowViews('login');
