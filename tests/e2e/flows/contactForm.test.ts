import { describeFlowInBrowser } from '../flowReplay';

describeFlowInBrowser('contactForm');
