import type { ReactNode } from 'react';
import { formatDate } from '../../schema/dates';
import type { PageHead } from '../../schema/seo';
import { SHOP, SHOP_ADDRESS_LINE, SHOP_SHARE_CAPITAL } from '../../schema/shop';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { Prose } from './Prose';

/** One numbered part of a legal text: its anchor, its heading in the index and its words. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  head: PageHead;
  intro: ReactNode;
  /** The day the text last changed, as an ISO date: readers and the law want to know. */
  updated: string;
  /** What comes before the index: who writes and what the text covers. */
  opening: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * A legal page (privacy policy, terms of sale and of use, accessibility statement): the date of
 * the last update, an index that links to every section, then the sections.
 */
export function LegalDocument({ head, intro, updated, opening, sections }: LegalDocumentProps) {
  return (
    <Container className="py-10">
      <PageMeta {...head} />
      <PageHeader title={head.title} intro={intro} />
      <Prose className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm text-slate-600">
          Ultimo aggiornamento: <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
        {opening}
        <nav aria-labelledby="indice">
          <h2 id="indice">Indice</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id}>
            <h2 id={section.id} className="scroll-mt-12 lg:scroll-mt-4">
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </Prose>
    </Container>
  );
}

/** The company as the legal pages name it, with the contacts that page is about below. */
export function CompanyAddress({ children }: { children: ReactNode }) {
  return (
    <address className="mt-4 rounded-xl bg-slate-50 p-4 not-italic ring-1 ring-slate-200">
      <strong>{SHOP.legalName}</strong>
      <br />
      Sede legale: {SHOP_ADDRESS_LINE}
      <br />
      Partita IVA e codice fiscale {SHOP.vatNumber}, iscritta al Registro delle Imprese di{' '}
      {SHOP.companyRegister}, REA {SHOP.rea}
      <br />
      Capitale sociale {SHOP_SHARE_CAPITAL}
      <br />
      {children}
    </address>
  );
}
