import { describeFlowViews } from '../viewReplay';

describeFlowViews('contactForm');
