import { useSearchParams } from 'react-router-dom';
import { StandaloneRegisterForm } from './RegisterForm';
import { RegisterIntro } from './RegisterIntro';

/** /phone/jz/register?manageCode=…: the page an adviser's QR code opens (spec 1 §2, spec 3 §2 jz/QRcode). */
export default function AdviserRegisterPage() {
  const [query] = useSearchParams();
  return (
    <>
      <RegisterIntro />
      <StandaloneRegisterForm variant="adviserQr" manageCode={query.get('manageCode') ?? undefined} />
    </>
  );
}
