import { Link } from 'wouter';
import { useNewsletterSignup } from './useNewsletterSignup';

type SignupForm = ReturnType<typeof useNewsletterSignup>['form'];

/** The footer's newsletter sign-up (double opt-in); signing up twice is answered alike. */
export function NewsletterForm() {
  const { form, fetching, outcome, onSubmit } = useNewsletterSignup();

  return (
    <form noValidate aria-labelledby="newsletter-titolo" className="space-y-3" onSubmit={onSubmit}>
      <h2
        id="newsletter-titolo"
        className="text-sm font-semibold tracking-wide text-white uppercase"
      >
        Newsletter
      </h2>
      <p className="text-sm">
        Offerte sui dispositivi ricondizionati e consigli dai nostri tecnici, una volta al mese.
      </p>
      <div>
        <label htmlFor="newsletter-email" className="sr-only">
          Indirizzo per la newsletter
        </label>
        <div className="flex gap-2">
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="La tua e-mail"
            aria-invalid={form.errors.email ? true : undefined}
            aria-describedby={form.errors.email ? 'newsletter-email-errore' : undefined}
            className="h-11 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 text-white placeholder:text-slate-400 outline-none focus:border-white/60"
            {...form.text('email')}
          />
          <button
            type="submit"
            disabled={fetching}
            className="h-11 shrink-0 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Iscriviti
          </button>
        </div>
        <p id="newsletter-email-errore" className="mt-1 min-h-5 text-sm text-red-300">
          {form.errors.email}
        </p>
      </div>
      <NewsletterConsent form={form} />
      {outcome ? (
        <p
          role="status"
          className={`text-sm font-medium ${outcome.ok ? 'text-emerald-300' : 'text-red-300'}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}

/** The consent box the sign-up needs, with its own message. */
function NewsletterConsent({ form }: { form: SignupForm }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-xs">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-500"
          aria-invalid={form.errors.consent ? true : undefined}
          aria-describedby={form.errors.consent ? 'newsletter-consenso-errore' : undefined}
          {...form.checkbox('consent')}
        />
        <span>
          Acconsento a ricevere la newsletter (
          <Link to="/privacy-policy" className="underline hover:text-white">
            informativa
          </Link>
          ). Puoi cancellarti quando vuoi.
        </span>
      </label>
      <p id="newsletter-consenso-errore" className="mt-1 min-h-5 text-sm text-red-300">
        {form.errors.consent}
      </p>
    </div>
  );
}
