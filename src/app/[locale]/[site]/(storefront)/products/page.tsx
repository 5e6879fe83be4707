import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cidSchema, DEFAULT_PAGE_SIZE, PRODUCT_SORTS, type ProductListQuery } from '@/contracts/catalog';
import { isLang, isSite } from '@/contracts/site';
import { ProductSearch } from '@/features/catalog/components/product-search';
import { parsePageNumber } from '@/lib/parse-page-number';
import { getCategoryByCid } from '@/server/catalog/get-category';
import { listProducts } from '@/server/catalog/list-products';
import { getDb } from '@/server/db';

// Results depend on free text in the query: rendered per request, never cached as a page.
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
  return {
    keyword,
    cid,
    cidValid: cid === undefined || cidSchema.safeParse(cid).success,
    page: parsePageNumber(first('page')) ?? 1,
    sort,
    searchId: searchId && SEARCH_ID.test(searchId) ? searchId : undefined,
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
  if (!query.cidValid) notFound();

  const db = await getDb();
  const category = query.cid ? await getCategoryByCid(db, query.cid) : null;
  if (query.cid && !category) notFound();
  const list = await listProducts(db, {
    keyword: query.keyword,
    cid: query.cid,
    page: query.page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: query.sort,
    site,
    lang: locale,
  });

  // What paging and re-sorting keep; the sort itself is added by the listing when not the default.
  const kept: Record<string, string> = {};
  if (query.keyword) kept.keyword = query.keyword;
  if (query.cid) kept.cid = query.cid;
  if (query.searchId) kept.searchId = query.searchId;

  return (
    <ProductSearch keyword={query.keyword} category={category} sort={query.sort} query={kept} list={list} />
  );
}
