import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/Icon';
import { Prose } from './Prose';

export interface Guide {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  /** Estimated reading time, in minutes, at about 200 words a minute. */
  minutes: number;
  body: ReactNode;
}

/** The guides' index: each one's title, summary and reading time, linking to it below. */
export function GuideIndex({ guides }: { guides: readonly Guide[] }) {
  return (
    <nav
      id="indice"
      aria-labelledby="indice-titolo"
      className="max-w-3xl scroll-mt-12 lg:scroll-mt-4"
    >
      <h2 id="indice-titolo" className="text-xl font-bold">
        Le guide
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {guides.map((guide) => (
          <li key={guide.id}>
            <a
              href={`#${guide.id}`}
              className="flex h-full gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={guide.icon} className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{guide.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{guide.summary}</span>
                <span className="mt-2 block text-sm font-medium text-brand-700">
                  {guide.minutes} min di lettura
                </span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One guide in full, with a way back to the index. */
export function GuideArticle({ guide }: { guide: Guide }) {
  return (
    <article
      id={guide.id}
      aria-labelledby={`${guide.id}-titolo`}
      className="max-w-3xl scroll-mt-12 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 lg:scroll-mt-4"
    >
      <Prose>
        <h2 id={`${guide.id}-titolo`}>{guide.title}</h2>
        <p className="!mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <Icon name="clock" className="size-4 shrink-0" />
          Tempo di lettura: {guide.minutes} minuti
        </p>
        {guide.body}
      </Prose>
      <a
        href="#indice"
        className="mt-8 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Icon name="chevronDown" className="size-4 rotate-180" />
        Torna all’indice delle guide
      </a>
    </article>
  );
}
