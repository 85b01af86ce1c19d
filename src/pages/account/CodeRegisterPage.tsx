import { useSearchParams } from 'react-router-dom';
import { StandaloneRegisterForm } from './RegisterForm';
import { RegisterIntro } from './RegisterIntro';

/**
 * /phone/codeRegister: the invitation link `?brokeraccount={manageCode}&id={customerBId}` (spec 3 §2), and the H5
 * shared link of spec 1 §2, which adds `code` (the manager code) and `name` (the manager's name, shown as given).
 * Either way the adviser is bound by code (else brokeraccount) and `id` is the inviting customer.
 */
export default function CodeRegisterPage() {
  const [query] = useSearchParams();
  const shared = query.has('code') || query.has('name');
  return (
    <>
      <RegisterIntro />
      <StandaloneRegisterForm
        variant={shared ? 'sharedLink' : 'invitation'}
        manageCode={query.get('code') || query.get('brokeraccount') || undefined}
        managerName={(shared && query.get('name')) || undefined}
        customerBId={query.get('id') ?? undefined}
      />
    </>
  );
}
