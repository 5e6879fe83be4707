import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { cidSchema, DEFAULT_PAGE_SIZE, PRODUCT_SORTS, type ProductListQuery } from '@/contracts/catalog';
import { isLang, isSite } from '@/contracts/site';
import { ProductSearch } from '@/features/catalog/components/product-search';
import { SearchPage } from '@/features/search/components/search-page';
import { parseBrandList } from '@/features/search/search-query';
import { MyVehicleBar } from '@/features/vehicles/components/my-vehicle-bar';
import { VehicleFilterChip } from '@/features/vehicles/components/vehicle-filter-chip';
import { getVehicleLabels } from '@/features/vehicles/get-vehicle-labels';
import { parsePageNumber } from '@/lib/parse-page-number';
import { getCategoryByCid } from '@/server/catalog/get-category';
import { listProducts } from '@/server/catalog/list-products';
import { getDb } from '@/server/db';
import { KeywordResults } from './keyword-results';
import { getVehicle } from '@/server/vehicles/get-vehicle';

// Free text in the query: rendered per request, never cached as a page. A keyword search renders only
// its frame here; the results are fetched by the browser with the buyer's token (search requires an
// account, and the page cannot tell who asks).
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; site: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const KEYWORD_MAX = 100;
const SEARCH_ID = /^[A-Za-z0-9]{8}$/;

/** The listing query from the URL. Free text is forgiving (bad page/sort → defaults); a bad cid is a 404. */
function parseQuery(raw: Record<string, string | string[] | undefined>) {
  const first = (name: string) => {
    const value = raw[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const keyword = first('keyword')?.trim().slice(0, KEYWORD_MAX) || undefined;
  const cidRaw = first('cid')?.trim() || undefined;
  const cid = cidRaw === '0' ? undefined : cidRaw;
  const sortRaw = first('sort');
  const sort: ProductListQuery['sort'] = (PRODUCT_SORTS as readonly string[]).includes(sortRaw ?? '')
    ? (sortRaw as ProductListQuery['sort'])
    : 'relevance';
  const searchId = first('searchId');
  const vehicleRaw = first('vehicle')?.trim();
  const vehicle = vehicleRaw && /^[1-9][0-9]{0,9}$/.test(vehicleRaw) ? Number(vehicleRaw) : undefined;
  return {
    vehicle: vehicle !== undefined && vehicle <= 2_147_483_647 ? vehicle : undefined,
    vehicleValid: vehicleRaw === undefined || vehicleRaw === '' || vehicle !== undefined,
    keyword,
    cid,
    cidValid: cid === undefined || cidSchema.safeParse(cid).success,
    page: parsePageNumber(first('page')) ?? 1,
    sort,
    searchId: searchId && SEARCH_ID.test(searchId) ? searchId : undefined,
    brands: parseBrandList(raw.brand),
  };
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { locale } = await params;
  const { keyword } = parseQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return {
    title: keyword ? t('metaSearchTitle', { keyword }) : t('allProducts'),
    description: t('metaProductsDescription'),
    // Result pages of free-text searches are not worth indexing.
    robots: keyword ? { index: false, follow: true } : undefined,
  };
}

export default async function ProductsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale, site } = await params;
  if (!isLang(locale) || !isSite(site)) notFound();
  setRequestLocale(locale);
  const query = parseQuery(await searchParams);
  if (!query.cidValid || !query.vehicleValid) notFound();

  const db = await getDb();
  const category = query.cid ? await getCategoryByCid(db, query.cid) : null;
  if (query.cid && !category) notFound();

  if (query.keyword) {
    const messages = pickMessages(await getMessages(), [
      ...CLIENT_MESSAGE_NAMESPACES,
      'search',
      'catalog',
      'units',
      'stock',
      'inquiryBasket',
    ]);
    const { keyword, cid, brands, vehicle, sort, page, searchId } = query;
    return (
      <SearchPage keyword={keyword} vehicleBar={<MyVehicleBar labels={await getVehicleLabels()} cid={query.cid} />}>
        <NextIntlClientProvider messages={messages}>
          <KeywordResults request={{ keyword, cid, brands, vehicle, sort, page, searchId }} />
        </NextIntlClientProvider>
      </SearchPage>
    );
  }

  const vehicle = query.vehicle !== undefined ? await getVehicle(db, query.vehicle) : null;
  if (query.vehicle !== undefined && !vehicle) notFound();
  const list = await listProducts(db, {
    vehicleId: vehicle?.id,
    cid: query.cid,
    page: query.page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: query.sort,
    site,
    lang: locale,
  });

  // What paging and re-sorting keep; the sort itself is added by the listing when not the default.
  const kept: Record<string, string> = {};
  if (query.cid) kept.cid = query.cid;
  if (query.searchId) kept.searchId = query.searchId;
  if (vehicle) kept.vehicle = String(vehicle.id);
  const withoutVehicle = Object.fromEntries(Object.entries(kept).filter(([name]) => name !== 'vehicle'));

  return (
    <ProductSearch
      category={category}
      sort={query.sort}
      query={kept}
      list={list}
      vehicleFilter={vehicle ? <VehicleFilterChip vehicle={vehicle} removeHref={{ pathname: '/products', query: withoutVehicle }} /> : undefined}
      vehicleBar={<MyVehicleBar labels={await getVehicleLabels()} cid={query.cid} filteredVehicleId={vehicle?.id} />}
    />
  );
}
