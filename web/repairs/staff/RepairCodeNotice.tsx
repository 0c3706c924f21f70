/** The code to hand to the customer, big enough to read out or copy onto a receipt. */
export function RepairCodeNotice({ code }: { code: string }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <p className="text-sm">Riparazione aperta. Consegna al cliente il codice:</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wider">{code}</p>
      <p className="mt-1 text-sm">
        Con il codice e la sua e-mail potrà seguire la riparazione su /stato-riparazione.
      </p>
    </div>
  );
}
