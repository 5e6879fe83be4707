import type { Metadata } from 'next';
import { SignInPage } from '@/features/admin/sign-in/sign-in-page';

export const metadata: Metadata = { title: 'PartsMall 运营后台 · Console' };

export default function AdminSignIn() {
  return <SignInPage />;
}
