import { RegisterResult } from './StatusPage';

/** /phone/jz/registerResult: the status page, a success unless the query says otherwise. */
export default function JzRegisterResultPage() {
  return <RegisterResult fallbackStatus="1" />;
}
