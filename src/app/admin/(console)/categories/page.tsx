import { CategoriesPage } from '@/features/admin/catalogue/categories-page';

export default function Categories() {
  return <CategoriesPage />;
}
