import { describeFlowViews } from '../viewReplay';

describeFlowViews('crsDeclaration');
