import type { ReactNode } from 'react';
import { Container } from '../ui/Container';
import { PageMeta } from '../ui/PageMeta';

interface AuthCardProps {
  title: string;
  description: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in pages: one card, one task. */
export function AuthCard({ title, description, intro, children, footer }: AuthCardProps) {
  return (
    <Container className="py-12">
      <PageMeta title={title} description={description} noIndex />
      <div className="mx-auto max-w-md">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </Container>
  );
}
