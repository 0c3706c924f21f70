import { useState } from 'react';
import { accessTokenOfHash } from '../../schema/repair-access-link';
import { PAGE_HEADS } from '../../schema/seo';
import { SHOP } from '../../schema/shop';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { FormAlert } from '../ui/FormAlert';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { AppointmentSummary } from './AppointmentSummary';
import { SlotPicker } from './SlotPicker';
import { useAppointmentLink } from './useAppointmentLink';

type Link = ReturnType<typeof useAppointmentLink>;

function CancelButton({ link }: { link: Link }) {
  const [asked, setAsked] = useState(false);
  if (!asked) {
    return (
      <button type="button" className={buttonStyles.danger} onClick={() => setAsked(true)}>
        Annulla l’appuntamento
      </button>
    );
  }
  return (
    <div className="space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
      <p className="font-semibold text-red-900">Vuoi davvero annullare l’appuntamento?</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={link.cancelling}
          onClick={() => void link.cancelNow()}
        >
          Sì, annullalo
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setAsked(false)}>
          No, tienilo
        </button>
      </div>
    </div>
  );
}

function ManageAppointment({ link }: { link: Link }) {
  if (!link.appointment) return null;
  return (
    <div className="space-y-6">
      {link.moved ? (
        <FormAlert tone="success">
          Appuntamento spostato: ti abbiamo mandato l’e-mail con il nuovo orario.
        </FormAlert>
      ) : null}
      {link.cancelled ? (
        <FormAlert tone="success">Appuntamento annullato: ti abbiamo mandato un’e-mail.</FormAlert>
      ) : null}
      {link.cancelProblem ? <FormAlert tone="error">{link.cancelProblem}</FormAlert> : null}
      <AppointmentSummary appointment={link.appointment} />
      {link.changeable ? <LinkActions link={link} /> : null}
    </div>
  );
}

function LinkActions({ link }: { link: Link }) {
  return (
    <>
      <section aria-labelledby="sposta-appuntamento" className="space-y-3">
        <h2 id="sposta-appuntamento" className="text-lg font-bold">
          Sposta a un altro orario
        </h2>
        <SlotPicker booking={link.moving} submitLabel="Sposta l’appuntamento" />
      </section>
      <CancelButton link={link} />
    </>
  );
}

/** /appuntamento#accesso=<token>: the appointment of an e-mailed link, to move or cancel. */
export function AppointmentPage() {
  const token = accessTokenOfHash(window.location.hash);
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.appointment} />
      <PageHeader
        title="Il tuo appuntamento in laboratorio"
        intro={`Vedi quando ti aspettiamo da ${SHOP.name}, spostalo o annullalo.`}
      />
      <div className="mx-auto max-w-2xl">
        {token ? (
          <LinkBody token={token} />
        ) : (
          <FormAlert tone="info">
            Apri questa pagina dal link dell’e-mail di conferma dell’appuntamento.
          </FormAlert>
        )}
      </div>
    </Container>
  );
}

function LinkBody({ token }: { token: string }) {
  const link = useAppointmentLink(token);
  if (link.loading) return <p role="status">Carico l’appuntamento…</p>;
  if (link.refused) return <FormAlert tone="error">{link.refused}</FormAlert>;
  return <ManageAppointment link={link} />;
}
