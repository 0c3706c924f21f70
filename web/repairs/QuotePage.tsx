import { PAGE_HEADS } from '../../schema/seo';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { QuoteForm } from './QuoteForm';
import { QuoteSent } from './QuoteSent';
import { HowItWorks } from './QuoteSteps';
import { useQuoteRequest } from './useQuoteRequest';

export function QuotePage() {
  const request = useQuoteRequest();
  if (request.number && request.bookingToken) {
    return (
      <QuoteSent
        number={request.number}
        email={request.form.values.email}
        bookingToken={request.bookingToken}
      />
    );
  }
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.quote} />
      <PageHeader
        title="Richiedi un preventivo"
        intro="Raccontaci quale dispositivo hai e che problema presenta: il preventivo è gratuito e senza impegno."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <QuoteForm request={request} />
        <HowItWorks />
      </div>
    </Container>
  );
}
