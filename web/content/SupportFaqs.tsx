import { Icon } from '../ui/Icon';
import { Prose } from './Prose';
import { FAQS } from './support-faqs';

/** The questions, each opening in place. */
export function SupportFaqs() {
  return (
    <section aria-labelledby="faq-titolo">
      <h2 id="faq-titolo" className="text-2xl font-bold">
        Domande frequenti
      </h2>
      <div className="mt-5 space-y-3">
        {FAQS.map((faq) => (
          <details
            key={faq.id}
            id={faq.id}
            className="group scroll-mt-12 rounded-2xl bg-white ring-1 ring-slate-200 open:ring-brand-200 lg:scroll-mt-4"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <Icon
                name="chevronDown"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <Prose className="px-5 pb-5">{faq.answer}</Prose>
          </details>
        ))}
      </div>
    </section>
  );
}
