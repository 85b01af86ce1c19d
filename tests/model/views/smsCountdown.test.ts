import { describeFlowViews } from '../viewReplay';

describeFlowViews('smsCountdown');
