/**
 * Every flow of the product, by id. Generated tests (machine, view, browser), flow docs, coverage and the dev flows
 * page come from this list: a machine that is not listed here gets none of them. Each flow's test samples and view
 * mapping are in its folder, machines/<id>/<id>.entries.ts.
 */
import { agreementChangeMachine } from './agreementChange/agreementChange';
import { changePasswordMachine } from './changePassword/changePassword';
import { forgotPasswordMachine } from './forgotPassword/forgotPassword';
import { loginMachine } from './login/login';
import { logoutMachine } from './logout/logout';
import { registerMachine } from './register/register';
import { setPasswordMachine } from './setPassword/setPassword';
import { netValueChartMachine } from './netValueChart/netValueChart';
import { feedbackMachine } from './feedback/feedback';
import { contactFormMachine } from './contactForm/contactForm';
import { nicknameMachine } from './nickname/nickname';
import { personalInfoMachine } from './personalInfo/personalInfo';
import { markAllReadMachine } from './markAllRead/markAllRead';
import { productFilterMachine } from './productFilter/productFilter';
import { crsDeclarationMachine } from './crsDeclaration/crsDeclaration';
import { investorPledgeMachine } from './investorPledge/investorPledge';
import { riskQuestionnaireMachine } from './riskQuestionnaire/riskQuestionnaire';
import { riskReassessMachine } from './riskReassess/riskReassess';
import { activitySignUpMachine } from './activitySignUp/activitySignUp';
import { dailySignInMachine } from './dailySignIn/dailySignIn';
import { loaderMachine } from './loader/loader';
import { smsCountdownMachine } from './smsCountdown/smsCountdown';

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
