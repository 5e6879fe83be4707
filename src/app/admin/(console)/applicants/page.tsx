import { ApplicantsPage } from '@/features/admin/users/applicants-page';

export default function Applicants() {
  return <ApplicantsPage />;
}
