import { PAGE_HEADS } from '../../schema/seo';
import { MAIL_HREF } from './contact-links';
import { LegalDocument } from './LegalDocument';
import { SALES_TERMS_GUARANTEES } from './sales-terms-guarantees';
import { SALES_TERMS_ORDERING } from './sales-terms-ordering';
import { SALES_TERMS_RETURNS } from './sales-terms-returns';

/**
 * The general terms of sale (docs/product.md#legal-pages): every figure comes from the rule the
 * site applies, so the terms and the checkout cannot disagree.
 */
const SECTIONS = [...SALES_TERMS_ORDERING, ...SALES_TERMS_RETURNS, ...SALES_TERMS_GUARANTEES];

export function SalesTermsPage() {
  return (
    <LegalDocument
      head={PAGE_HEADS.salesTerms}
      intro="Le condizioni generali di vendita dei prodotti acquistati sul nostro sito."
      updated="2026-11-23"
      opening={
        <p>
          Qui trovi chi vende, come si ordina e si paga, quanto costa la consegna, come esercitare
          il diritto di recesso, le garanzie e a chi rivolgerti in caso di problemi. Le abbiamo
          scritte per essere lette: se qualcosa non è chiaro, <a href={MAIL_HREF}>scrivici</a>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
