import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
}

export function PageHeader({ title, intro, eyebrow }: PageHeaderProps) {
  return (
    <header className="mb-8 max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 text-lg text-slate-600">{intro}</div> : null}
    </header>
  );
}
