import { describeFlowViews } from '../viewReplay';

describeFlowViews('register');
