import { describeFlowViews } from '../viewReplay';

describeFlowViews('dailySignIn');
