import { buttonStyles } from '../../ui/buttons';
import { focusOnMount } from '../../ui/focus';
import { showToast } from '../../ui/toast';
import type { ShownSecret } from './useWebhookEndpoints';

/** A secret shown this once: copy it into the program now, the shop keeps it sealed. */
export function SecretNotice({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      showToast('Segreto copiato.');
    } catch {
      showToast('Copia non riuscita: seleziona il segreto e copialo a mano.');
    }
  };
  return (
    <div
      role="status"
      className="space-y-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300"
      aria-labelledby="webhook-secret-title"
    >
      <h3 id="webhook-secret-title" className="font-bold" tabIndex={-1} ref={focusOnMount}>
        Segreto di firma per {shown.url}
      </h3>
      <p className="text-sm text-slate-800">
        Copialo ora nel programma che riceve gli eventi: serve a verificare la firma
        RiparoLab-Signature. Non lo mostreremo più; se lo perdi, crea un nuovo segreto.
      </p>
      <code
        data-testid="webhook-secret"
        className="block break-all rounded-xl bg-white p-3 font-mono text-sm ring-1 ring-amber-200"
      >
        {shown.secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
          Copia il segreto
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onClose}>
          L'ho salvato, chiudi
        </button>
      </div>
    </div>
  );
}
