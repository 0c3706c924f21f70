import { TAX_NOTE } from '../../schema/page-copy';
import { buttonStyles } from '../ui/buttons';
import { Price } from '../ui/Price';
import type { useEstimateAnswer } from './useEstimateAnswer';

type Answer = ReturnType<typeof useEstimateAnswer>;

/**
 * The customer's buttons on an open estimate: accept, or decline, which first asks to confirm
 * since the device goes back unrepaired.
 */
export function EstimateAnswer({
  answer,
  diagnosisFee,
}: {
  answer: Answer;
  diagnosisFee: number | null | undefined;
}) {
  if (!answer.confirming) {
    return (
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={answer.busy}
          onClick={answer.accept}
          className={buttonStyles.primary}
        >
          {answer.accepting ? 'Invio in corso…' : 'Accetta il preventivo'}
        </button>
        <button
          type="button"
          disabled={answer.busy}
          onClick={answer.askToDecline}
          className={buttonStyles.secondary}
        >
          Rifiuta
        </button>
      </div>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-xl border border-red-200 bg-white p-4">
      <legend className="float-left mb-1 w-full font-semibold">
        Vuoi davvero rifiutare il preventivo?
      </legend>
      <p className="text-sm text-slate-700">
        Non ripareremo il dispositivo: te lo rispediamo o lo prepariamo per il ritiro.
        {diagnosisFee ? (
          <>
            {' '}
            La diagnosi costa <Price cents={diagnosisFee} /> {TAX_NOTE}.
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={answer.busy}
          onClick={answer.decline}
          className={buttonStyles.danger}
        >
          {answer.declining ? 'Invio in corso…' : 'Sì, rifiuta il preventivo'}
        </button>
        <button
          type="button"
          disabled={answer.busy}
          onClick={answer.keep}
          className={buttonStyles.ghost}
        >
          Annulla
        </button>
      </div>
    </fieldset>
  );
}
