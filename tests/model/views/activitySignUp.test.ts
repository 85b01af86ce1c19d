import { describeFlowViews } from '../viewReplay';

describeFlowViews('activitySignUp');
