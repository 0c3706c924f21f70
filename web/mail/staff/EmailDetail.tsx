import { formatDateTime } from '../../../schema/dates';
import { UNCONFIRMED_EMAILS_PER_MAILBOX } from '../../../schema/rules/unconfirmed-mail';
import { OUTBOX_STATUS } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { buttonStyles } from '../../ui/buttons';
import { EmailPreview } from './EmailPreview';
import { type SentEmail, useSentEmail } from './useSentEmail';

/** One e-mail for the staff: its facts, why it waits, sending it again, and both its versions. */
export function EmailDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { email, busy, resend } = useSentEmail(id, onChanged);
  if (!email) return null;
  return (
    <DetailPanel title={email.subject}>
      <div className="space-y-5">
        <EmailFacts email={email} />
        {email.status === 'FAILED' || email.status === 'WITHHELD' ? (
          <button
            type="button"
            disabled={busy}
            className={buttonStyles.primary}
            onClick={() => resend(email)}
          >
            {email.status === 'FAILED' ? 'Reinvia' : 'Invia comunque'}
          </button>
        ) : null}
        <div className="grid gap-5 lg:grid-cols-2">
          <section aria-label="Versione HTML">
            <h3 className="mb-2 font-bold">Come la vede il cliente</h3>
            <EmailPreview
              subject={email.subject}
              url={email.previewUrl}
              token={email.previewToken}
            />
          </section>
          <section aria-label="Versione testo">
            <h3 className="mb-2 font-bold">Solo testo</h3>
            <pre className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
              {email.text}
            </pre>
          </section>
        </div>
      </div>
    </DetailPanel>
  );
}

/** Whom, what, where it stands and, for one held back, why. */
function EmailFacts({ email }: { email: SentEmail }) {
  return (
    <>
      <Facts
        rows={[
          ['A', email.recipient],
          ['Tipo', email.ref ? `${email.kind} · ${email.ref}` : email.kind],
          ['Stato', OUTBOX_STATUS.label(email.status)],
          ['Scritta', formatDateTime(email.createdAt)],
          ['Inviata', email.sentAt ? formatDateTime(email.sentAt) : '—'],
          ['Tentativi', String(email.attempts)],
          ...(email.attachments.length > 0
            ? [['Allegati', email.attachments.join(', ')] as [string, string]]
            : []),
          ...(email.lastError ? [['Ultimo errore', email.lastError] as [string, string]] : []),
        ]}
      />
      {email.status === 'THROTTLED' ? (
        <p className="text-sm text-slate-600">
          Email Service ha rifiutato l'invio per il limite di invio del negozio: l'e-mail viene
          inviata di nuovo da sola tra circa un'ora, senza consumare tentativi.
        </p>
      ) : null}
      {email.status === 'WITHHELD' ? (
        <p className="text-sm text-slate-600">
          Non inviata: questo indirizzo, che nessuno ha confermato, ha già ricevuto{' '}
          {UNCONFIRMED_EMAILS_PER_MAILBOX} e-mail di questo tipo nelle ultime 24 ore. La richiesta è
          salvata; se è di un cliente vero puoi inviarla comunque.
        </p>
      ) : null}
    </>
  );
}
