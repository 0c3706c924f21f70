import type { ReactNode } from 'react';

/**
 * Typography for long text: paragraphs, lists, headings and links get their spacing and colours
 * from here, so content pages can be written as plain HTML elements.
 */
const PROSE = [
  'max-w-3xl text-base leading-relaxed text-slate-700 break-words',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_dt]:mt-4 [&_dt]:font-semibold [&_dt]:text-ink [&_dd]:mt-1',
  '[&>:first-child]:mt-0',
].join(' ');

type ProseElement = 'div' | 'section' | 'article';

interface ProseProps {
  children: ReactNode;
  className?: string;
  /** The element to render: a plain wrapper by default, or a section or article. */
  as?: ProseElement;
  id?: string;
  'aria-labelledby'?: string;
}

export function Prose({ children, className = '', as: Tag = 'div', ...props }: ProseProps) {
  return (
    <Tag className={`${PROSE} ${className}`} {...props}>
      {children}
    </Tag>
  );
}
