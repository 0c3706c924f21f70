import { formatDateTime } from '../../../schema/dates';
import { buttonStyles } from '../../ui/buttons';
import { useRepairLinks } from './useRepairLinks';

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
  const { revoking, revokeAll } = useRepairLinks(repair, onRevoked);
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
          disabled={revoking}
          className={buttonStyles.danger}
          onClick={revokeAll}
        >
          Disattiva i link inviati
        </button>
      ) : null}
    </div>
  );
}
