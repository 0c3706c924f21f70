import { useEffect, useState } from 'react';

/** How often, and how many times, a page asks again while the provider confirms. */
const CONFIRM_POLL_MS = 3000;
const CONFIRM_POLLS = 10;

/** What the Worker answered when asked for the provider's page: its address, or its refusal. */
interface ProviderPage {
  url: string | undefined;
  refusal: string | undefined;
}

/**
 * What every online payment's page shares (docs/product.md#payments-online): back from the
 * provider's page, the subject is read again every few seconds while the provider confirms, and
 * past the polls the page says the answer is late rather than offering to pay again; `pay` asks
 * the Worker for the provider's page and goes there, or keeps the refusal in the server's words.
 */
export function useProviderPayment(options: {
  confirming: boolean;
  refresh: (() => void) | undefined;
  open: () => Promise<ProviderPage>;
  beforeLeaving?: () => void;
}) {
  const { confirming, refresh } = options;
  const [polls, setPolls] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    if (!confirming || polls >= CONFIRM_POLLS || !refresh) return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      refresh();
    }, CONFIRM_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [confirming, polls, refresh]);

  const pay = async () => {
    setProblem(null);
    setPaying(true);
    const page = await options.open();
    setPaying(false);
    if (page.url) {
      options.beforeLeaving?.();
      window.location.assign(page.url);
      return;
    }
    setProblem(
      page.refusal ??
        'Non siamo riusciti ad aprire la pagina di pagamento. Controlla la connessione e riprova.',
    );
  };

  return { late: polls >= CONFIRM_POLLS, problem, paying, pay };
}
