import { ProductsPage } from '@/features/admin/catalogue/products-page';

export default function Products() {
  return <ProductsPage />;
}
