import { useEffect, useId, useRef } from 'react';
import { useMutation } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { PREVIEW_TOKEN_FIELD } from '../../../schema/mail-preview';
import { UNCONFIRMED_EMAILS_PER_MAILBOX } from '../../../schema/rules/unconfirmed-mail';
import { PAGE_HEADS } from '../../../schema/seo';
import { OUTBOX_STATUS } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { StaffOnly, useStaffCheck } from '../../admin/AdminPage';
import { StaffSection } from '../../admin/StaffSection';
import { useStaffRecord } from '../../admin/staff-queries';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { showToast } from '../../ui/toast';

const SentMailQuery = graphql(`
  query AdminSentMail($page: Int, $search: String, $status: OutboxStatus) {
    adminOutbox(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        createdAt
        recipient
        subject
        kind
        status
        attempts
        lastError
      }
    }
  }
`);

const SentEmailQuery = graphql(`
  query AdminSentEmail($id: ID!) {
    adminOutboxEmail(id: $id) {
      id
      createdAt
      sentAt
      recipient
      subject
      kind
      ref
      status
      attempts
      lastError
      previewUrl
      previewToken
      text
    }
  }
`);

const ResendEmailMutation = graphql(`
  mutation AdminResendEmail($id: ID!) {
    adminResendEmail(id: $id) {
      id
      status
    }
  }
`);

/**
 * The e-mail's HTML in a frame, served by the Worker under the e-mail's own CSP (inline styles
 * allowed, nothing else), its order and repair links masked; no scripts, no same origin: the
 * e-mail cannot act on the staff's page. A hidden form posts the 5-minute permission into the
 * frame, so no address (history, logs, a copied link) ever holds it (docs/product.md#e-mail).
 */
function EmailPreview({ subject, url, token }: { subject: string; url: string; token: string }) {
  const frame = `anteprima-${useId().replace(/\W/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new permission opens the e-mail again
  useEffect(() => {
    form.current?.submit();
  }, [token]);
  return (
    <>
      <form ref={form} method="post" action={url} target={frame} hidden>
        <input type="hidden" name={PREVIEW_TOKEN_FIELD} value={token} />
      </form>
      <iframe
        name={frame}
        title={`Anteprima: ${subject}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        className="h-[36rem] w-full rounded-xl bg-white ring-1 ring-slate-200"
      />
    </>
  );
}

function EmailDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(SentEmailQuery, id, onChanged);
  const [{ fetching }, resend] = useMutation(ResendEmailMutation);
  const email = record.data?.adminOutboxEmail;
  if (!email) return null;
  return (
    <DetailPanel title={email.subject}>
      <div className="space-y-5">
        <Facts
          rows={[
            ['A', email.recipient],
            ['Tipo', email.ref ? `${email.kind} · ${email.ref}` : email.kind],
            ['Stato', OUTBOX_STATUS.label(email.status)],
            ['Scritta', formatDateTime(email.createdAt)],
            ['Inviata', email.sentAt ? formatDateTime(email.sentAt) : '—'],
            ['Tentativi', String(email.attempts)],
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
            {UNCONFIRMED_EMAILS_PER_MAILBOX} e-mail di questo tipo nelle ultime 24 ore. La richiesta
            è salvata; se è di un cliente vero puoi inviarla comunque.
          </p>
        ) : null}
        {email.status === 'FAILED' || email.status === 'WITHHELD' ? (
          <button
            type="button"
            disabled={fetching}
            className={buttonStyles.primary}
            onClick={async () => {
              const result = await resend({ id: email.id });
              if (result.data) {
                showToast("L'e-mail è di nuovo in coda.");
                record.changed();
              } else {
                showToast(result.error?.graphQLErrors[0]?.message ?? 'Operazione non riuscita.');
              }
            }}
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

/**
 * "Posta inviata": every e-mail the shop wrote, its state and attempts, each readable as the
 * customer gets it, and failed ones sent again (docs/product.md#e-mail).
 */
export function SentMailPage() {
  const staff = useStaffCheck();
  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.adminMail} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">Posta inviata</h1>
          <StaffSection
            query={SentMailQuery}
            rows={(data) => data.adminOutbox}
            label="E-mail del negozio"
            searchHint="Destinatario, oggetto, ordine o riparazione"
            statuses={OUTBOX_STATUS}
            rowId={(row) => row.id}
            rowName={(row) => row.subject}
            detail={(id, onChanged) => <EmailDetail id={id} onChanged={onChanged} />}
            columns={[
              { header: 'Data', cell: (row) => formatDateTime(row.createdAt) },
              { header: 'A', cell: (row) => row.recipient },
              { header: 'Oggetto', cell: (row) => row.subject, className: 'font-semibold' },
              { header: 'Tipo', cell: (row) => row.kind, className: 'text-slate-600' },
              { header: 'Stato', cell: (row) => OUTBOX_STATUS.label(row.status) },
              { header: 'Tentativi', cell: (row) => row.attempts, className: 'text-right' },
              {
                header: 'Ultimo errore',
                cell: (row) => row.lastError ?? '—',
                className: 'max-w-64 truncate text-slate-600',
              },
            ]}
          />
        </div>
      )}
    </Container>
  );
}
