import { describeFlowViews } from '../viewReplay';

describeFlowViews('agreementChange');
