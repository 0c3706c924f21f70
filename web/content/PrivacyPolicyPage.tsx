import { PAGE_HEADS } from '../../schema/seo';
import { LegalDocument } from './LegalDocument';
import { PRIVACY_RIGHTS } from './privacy-rights';
import { PRIVACY_SECTIONS } from './privacy-sections';

const SECTIONS = [...PRIVACY_SECTIONS, ...PRIVACY_RIGHTS];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      head={PAGE_HEADS.privacyPolicy}
      intro={
        <>
          Informativa sul trattamento dei dati personali ai sensi degli artt. 13 e 14 del
          Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003 (Codice in materia di protezione
          dei dati personali).
        </>
      }
      updated="2026-11-28"
      opening={
        <p>
          In questa informativa ti spieghiamo quali dati personali raccogliamo quando usi il sito,
          ci chiedi un preventivo, ci affidi un dispositivo o acquisti nello shop, perché li
          raccogliamo, per quanto tempo li conserviamo e come puoi esercitare i tuoi diritti.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
