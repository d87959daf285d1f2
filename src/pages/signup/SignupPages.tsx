import type { SignupKind } from '../../providers/accountApi';
import { AuthLayout, AuthLinks } from '../auth/AuthLayout';
import { GoogleSignUpButton } from './GoogleSignUpButton';
import { SignupForm } from './SignupForm';
import { useSearchParam } from '../auth/searchParam';

const OTHER_SIGNUPS: Record<SignupKind, { to: string; label: string }[]> = {
  owner: [
    { to: '/signup/business', label: 'flotte.signup.link_business' },
    { to: '/signup/b2b', label: 'flotte.signup.link_b2b' },
  ],
  business: [
    { to: '/signup/owner', label: 'flotte.signup.link_owner' },
    { to: '/signup/b2b', label: 'flotte.signup.link_b2b' },
  ],
  b2b: [
    { to: '/signup/owner', label: 'flotte.signup.link_owner' },
    { to: '/signup/business', label: 'flotte.signup.link_business' },
  ],
};

const SignupPage = ({ kind }: { kind: SignupKind }) => {
  const parent = useSearchParam('parent');
  return (
    <AuthLayout title={`flotte.signup.title_${kind}`} subtitle={`flotte.signup.subtitle_${kind}`}>
      <SignupForm kind={kind} defaultParentSlug={parent || undefined} />
      {kind === 'owner' ? <GoogleSignUpButton /> : null}
      <AuthLinks
        links={[{ to: '/login', label: 'flotte.signup.have_account' }, ...OTHER_SIGNUPS[kind]]}
      />
    </AuthLayout>
  );
};

export const OwnerSignupPage = () => <SignupPage kind="owner" />;
export const BusinessSignupPage = () => <SignupPage kind="business" />;
export const B2bSignupPage = () => <SignupPage kind="b2b" />;
