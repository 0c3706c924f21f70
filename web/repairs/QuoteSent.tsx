import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { QuoteBookingStep } from '../appointments/QuoteBookingStep';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';
import { NextSteps } from './QuoteSteps';

interface QuoteSentProps {
  number: string;
  email: string;
  /** The receipt's labBookingToken: books the drop-off at the lab (docs/product.md#appointments). */
  bookingToken: string;
  /** For a repair booked from the price list, the price it states. */
  statedPrice?: ReactNode;
}

/**
 * The request received: its number, where it was e-mailed, what happens next (for a repair booked
 * from the price list, the price it states), and the step that books when to bring the device in.
 */
export function QuoteSent({ number, email, bookingToken, statedPrice }: QuoteSentProps) {
  return (
    <Container className="py-10">
      <PageMeta
        title="Richiesta inviata"
        description="La tua richiesta di preventivo è stata ricevuta."
        noIndex
      />
      <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
        <Icon name="check" className="size-10 rounded-full bg-emerald-50 p-2 text-emerald-700" />
        <h1 className="mt-4 text-2xl font-bold">Richiesta di preventivo ricevuta</h1>
        <p className="mt-2 text-slate-700">
          Il numero della tua richiesta è <strong className="font-mono text-lg">{number}</strong>:
          citalo se ci contatti. Te lo abbiamo inviato anche per e-mail a{' '}
          <strong className="break-all">{email}</strong>.
        </p>
        {statedPrice}
        <h2 className="mt-6 font-bold">Cosa succede ora</h2>
        <NextSteps />
        <QuoteBookingStep bookingToken={bookingToken} />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/modulo-spedizione" className={buttonStyles.primary}>
            Compila il modulo di spedizione
          </Link>
          <Link to="/" className={buttonStyles.secondary}>
            Torna alla home
          </Link>
        </div>
      </div>
    </Container>
  );
}
