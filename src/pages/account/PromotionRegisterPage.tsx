import { useSearchParams } from 'react-router-dom';
import { StandaloneRegisterForm } from './RegisterForm';
import { RegisterIntro } from './RegisterIntro';

/**
 * /phone/promotionIndex (spec 1 §2 "Promotion register"). `search=1` adds the optional adviser search by name (the
 * spec's second variant); `manageCode` binds an adviser and `promotionLinkId` records the promotion link, when the
 * link carries them.
 */
export default function PromotionRegisterPage() {
  const [query] = useSearchParams();
  return (
    <>
      <RegisterIntro />
      <StandaloneRegisterForm
        variant={query.get('search') === '1' ? 'promotionWithAdviserSearch' : 'promotion'}
        manageCode={query.get('manageCode') ?? undefined}
        promotionLinkId={query.get('promotionLinkId') ?? undefined}
      />
    </>
  );
}
