import { ImportPage } from '@/features/admin/catalogue-import/import-page';

export default function CatalogueImport() {
  return <ImportPage />;
}
