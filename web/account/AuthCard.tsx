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

export function FormAlert({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    info: 'border-brand-200 bg-brand-50 text-brand-900',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-xl border px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
