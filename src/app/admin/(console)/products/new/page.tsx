import { ProductEditPage } from '@/features/admin/catalogue/product-edit-page';

export default function NewProduct() {
  return <ProductEditPage sku={null} />;
}
