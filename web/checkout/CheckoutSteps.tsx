const STEPS = ['Carrello', 'Dati', 'Riepilogo', 'Conferma'] as const;

/** Where the buyer is in the checkout: 0 cart, 1 details, 2 summary, 3 confirmation. */
export function CheckoutSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Passaggi del checkout" className="mb-6">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={`flex items-center gap-2 ${index === current ? 'font-semibold text-brand-700' : 'text-slate-600'}`}
          >
            <span
              className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                index <= current ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'
              }`}
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
