import { SearchTermsPage } from '@/features/admin/search-terms/search-terms-page';

export default function SearchTerms() {
  return <SearchTermsPage />;
}
