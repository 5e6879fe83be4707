import { ProductEditPage } from '@/features/admin/catalogue/product-edit-page';

export default async function EditProduct({ params }: { params: Promise<{ sku: string }> }) {
  return <ProductEditPage sku={decodeURIComponent((await params).sku).toUpperCase()} />;
}
