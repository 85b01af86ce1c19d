/**
 * Every flow of the product, by id. Generated tests (machine, view, browser), flow docs, coverage and the dev flows
 * page come from this list: a machine that is not listed here gets none of them. Each flow's test samples and view
 * mapping are in tests/model/entries/<id>.ts.
 */
import { agreementChangeMachine } from './account/agreementChange';
import { changePasswordMachine } from './account/changePassword';
import { forgotPasswordMachine } from './account/forgotPassword';
import { loginMachine } from './account/login';
import { logoutMachine } from './account/logout';
import { registerMachine } from './account/register';
import { setPasswordMachine } from './account/setPassword';
import { netValueChartMachine } from './invest/netValueChart';
import { feedbackMachine } from './mine/feedback';
import { contactFormMachine } from './mine/contactForm';
import { nicknameMachine } from './mine/nickname';
import { personalInfoMachine } from './mine/personalInfo';
import { markAllReadMachine } from './mine/markAllRead';
import { productFilterMachine } from './invest/productFilter';
import { crsDeclarationMachine } from './invest/crsDeclaration';
import { investorPledgeMachine } from './invest/investorPledge';
import { riskQuestionnaireMachine } from './invest/riskQuestionnaire';
import { riskReassessMachine } from './invest/riskReassess';
import { activitySignUpMachine } from './points/activitySignUp';
import { dailySignInMachine } from './points/dailySignIn';
import { loaderMachine } from './shared/loader';
import { smsCountdownMachine } from './shared/smsCountdown';

export const catalogue = {
  smsCountdown: smsCountdownMachine,
  loader: loaderMachine,
  login: loginMachine,
  register: registerMachine,
  forgotPassword: forgotPasswordMachine,
  setPassword: setPasswordMachine,
  changePassword: changePasswordMachine,
  agreementChange: agreementChangeMachine,
  logout: logoutMachine,
  feedback: feedbackMachine,
  contactForm: contactFormMachine,
  nickname: nicknameMachine,
  personalInfo: personalInfoMachine,
  markAllRead: markAllReadMachine,
  netValueChart: netValueChartMachine,
  productFilter: productFilterMachine,
  riskReassess: riskReassessMachine,
  riskQuestionnaire: riskQuestionnaireMachine,
  crsDeclaration: crsDeclarationMachine,
  investorPledge: investorPledgeMachine,
  activitySignUp: activitySignUpMachine,
  dailySignIn: dailySignInMachine,
} as const;

export type FlowId = keyof typeof catalogue;
