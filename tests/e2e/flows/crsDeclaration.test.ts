import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('crsDeclaration');
