import { PAGE_HEADS } from '../../schema/seo';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { SupportActions } from './SupportActions';
import { SupportContacts } from './SupportContacts';
import { SupportFaqs } from './SupportFaqs';

export function SupportPage() {
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.support} />
      <PageHeader
        title="Supporto"
        intro="Risposte alle domande più frequenti, contatti e orari del negozio."
      />

      <SupportActions />

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SupportFaqs />

        <SupportContacts />
      </div>
    </Container>
  );
}
