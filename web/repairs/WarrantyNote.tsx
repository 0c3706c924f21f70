import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import {
  WARRANTY_MONTHS,
  type WarrantyHandOver,
  warrantyRequestPath,
} from '../../schema/rules/warranty';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';

/**
 * A delivered repair's warranty (docs/product.md#warranty): until when it runs and, while it does,
 * the way to ask for a repair under it. `email` is the one the repair was looked up with, handed
 * to the request form so it can name the device.
 */
export function WarrantyNote({
  code,
  until,
  email,
}: {
  code: string;
  until: string;
  email?: string;
}) {
  const running = Date.parse(until) > Date.now();
  const handOver: WarrantyHandOver | undefined = email ? { warrantyEmail: email } : undefined;
  return (
    <section
      aria-label={`Garanzia della riparazione ${code}`}
      className={`flex flex-wrap items-center gap-3 rounded-xl px-4 py-3 text-sm ${
        running ? 'bg-emerald-50 text-emerald-950' : 'bg-slate-100 text-slate-700'
      }`}
    >
      <Icon name="shield" className="size-5 shrink-0" />
      <p className="flex-1">
        {running
          ? `In garanzia fino al ${formatDate(until)} (${WARRANTY_MONTHS} mesi dalla consegna).`
          : `La garanzia di ${WARRANTY_MONTHS} mesi è scaduta il ${formatDate(until)}.`}
      </p>
      {running ? (
        <Link to={warrantyRequestPath(code)} state={handOver} className={buttonStyles.secondary}>
          Richiedi intervento in garanzia
        </Link>
      ) : null}
    </section>
  );
}
