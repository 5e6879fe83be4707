import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import type { StaticPageName, StaticPageOutline, StaticSectionOutline } from '../static-page-content';

type Translate = (key: string) => string;

/**
 * Terms, about us and privacy: a long-form article with a table of contents. Server-only: the text
 * comes from `staticPages` in messages/*.json and never ships as JavaScript. The outline (which
 * sections, paragraphs, list items exist) is read with t.raw; every text goes through t() so
 * `{email}`/`{phone}` are filled and precompiled messages work too.
 */
export async function StaticPage({
  page,
  contact,
}: {
  page: StaticPageName;
  contact: { email: string; phone: string };
}) {
  const t = await getTranslations('staticPages');
  const outline = t.raw(page) as StaticPageOutline;
  const tr: Translate = (key) => t(`${page}.${key}`, contact);
  const sections = Object.entries(outline.sections);

  return (
    <Container className="py-8 md:py-12">
      <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby="toc-title" className="hidden lg:block">
          <div className="sticky top-6">
            <p id="toc-title" className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {t('onThisPage')}
            </p>
            <ol className="mt-3 grid gap-1 border-l border-slate-200 text-sm">
              {sections.map(([id]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-slate-600 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {tr(`sections.${id}.heading`)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-4xl min-w-0 rounded-xl bg-white px-5 py-8 shadow-sm ring-1 ring-slate-200 sm:px-10 sm:py-10">
          <header className="border-b border-slate-200 pb-6">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{tr('title')}</h1>
            <p className="mt-2 text-sm text-slate-500">{t('updated')}</p>
            <p className="mt-5 text-base leading-7 text-slate-700">{tr('intro')}</p>
          </header>
          {sections.map(([id, section]) => (
            <Section key={id} id={id} section={section} tr={(key) => tr(`sections.${id}.${key}`)} />
          ))}
          <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-500">
            {t('contactLine', contact)}
          </p>
        </article>
      </div>
    </Container>
  );
}

function Section({ id, section, tr }: { id: string; section: StaticSectionOutline; tr: Translate }) {
  const headingId = `${id}-heading`;
  // Blocks render in the order the message file lists them (a list may come before its closing note).
  const blocks = Object.keys(section).filter((k) => k !== 'heading');
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6 pt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 sm:text-xl">
        {tr('heading')}
      </h2>
      {blocks.map((block) => {
        if (block === 'paragraphs' && section.paragraphs) {
          return Object.keys(section.paragraphs).map((key) => (
            <p key={key} className="mt-3 leading-7 text-slate-700">
              {tr(`paragraphs.${key}`)}
            </p>
          ));
        }
        if (block === 'items' && section.items) {
          return (
            <ul
              key={block}
              className="mt-3 grid list-disc gap-2 pl-5 leading-7 text-slate-700 marker:text-brand-600"
            >
              {Object.keys(section.items).map((key) => (
                <li key={key}>{tr(`items.${key}`)}</li>
              ))}
            </ul>
          );
        }
        if (block === 'steps' && section.steps) {
          return <Steps key={block} keys={Object.keys(section.steps)} tr={tr} />;
        }
        return null;
      })}
    </section>
  );
}

function Steps({ keys, tr }: { keys: string[]; tr: Translate }) {
  return (
    <ol className="mt-5 grid gap-4">
      {keys.map((key, index) => (
        <li key={key} className="flex gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{tr(`steps.${key}.title`)}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700">{tr(`steps.${key}.body`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
