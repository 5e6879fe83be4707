import { SignInPage } from '@/features/admin/sign-in/sign-in-page';

export default function AdminSignIn() {
  return <SignInPage />;
}
