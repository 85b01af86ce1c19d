import { describeFlowViews } from '../viewReplay';

describeFlowViews('personalInfo');
