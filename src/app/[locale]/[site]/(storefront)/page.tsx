import { setRequestLocale } from 'next-intl/server';

export default async function HomePage({ params }: { params: Promise<{ locale: string; site: string }> }) {
  const { locale, site } = await params;
  setRequestLocale(locale);
  return (
    <main>
      <h1>PartsMall</h1>
      <p data-testid="site">{site}</p>
      <p data-testid="rendered-at">{new Date().toISOString()}</p>
    </main>
  );
}
