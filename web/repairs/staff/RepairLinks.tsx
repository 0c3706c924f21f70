import { useMutation } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const RevokeLinksMutation = graphql(`
  mutation AdminRevokeRepairLinks($id: ID!) {
    adminRevokeRepairLinks(id: $id) {
      id
      linksExpireAt
    }
  }
`);

/**
 * The links e-mailed to the customer (docs/product.md#repair-links): until when they open the
 * repair, and the staff's way to close them all, say when a customer forwarded one by mistake.
 */
export function RepairLinks({
  repair,
  onRevoked,
}: {
  repair: { id: string; code: string; linksExpireAt: string };
  onRevoked: () => void;
}) {
  const [{ fetching }, revoke] = useMutation(RevokeLinksMutation);
  const open = Date.parse(repair.linksExpireAt) > Date.now();
  return (
    <div className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <h3 className="font-bold">Link inviati al cliente</h3>
      <p className="text-slate-700">
        {open
          ? `I link delle e-mail aprono la riparazione fino al ${formatDateTime(repair.linksExpireAt)}; ogni nuova e-mail al cliente li rinnova.`
          : 'Nessun link attivo: la prossima e-mail al cliente ne conterrà uno nuovo.'}
      </p>
      {open ? (
        <button
          type="button"
          disabled={fetching}
          className={buttonStyles.danger}
          onClick={async () => {
            if (
              !window.confirm(
                `Disattivare i link inviati per la riparazione ${repair.code}? Il cliente potrà ancora cercarla con codice ed e-mail.`,
              )
            )
              return;
            const result = await revoke({ id: repair.id });
            if (result.error) {
              showToast(refusal(result.error).message);
              return;
            }
            showToast('Link disattivati: quelli già inviati non aprono più la riparazione.');
            onRevoked();
          }}
        >
          Disattiva i link inviati
        </button>
      ) : null}
    </div>
  );
}
