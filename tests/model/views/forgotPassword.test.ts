import { describeFlowViews } from '../viewReplay';

describeFlowViews('forgotPassword');
