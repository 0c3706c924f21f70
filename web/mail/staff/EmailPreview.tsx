import { useEffect, useId, useRef } from 'react';
import { PREVIEW_TOKEN_FIELD } from '../../../schema/mail-preview';

/**
 * The e-mail's HTML in a frame, served by the Worker under the e-mail's own CSP (inline styles
 * allowed, nothing else), its order and repair links masked; no scripts, no same origin: the
 * e-mail cannot act on the staff's page. A hidden form posts the 5-minute permission into the
 * frame, so no address (history, logs, a copied link) ever holds it (docs/product.md#e-mail).
 */
export function EmailPreview({
  subject,
  url,
  token,
}: {
  subject: string;
  url: string;
  token: string;
}) {
  const frame = `anteprima-${useId().replace(/\W/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new permission opens the e-mail again
  useEffect(() => {
    form.current?.submit();
  }, [token]);
  return (
    <>
      <form ref={form} method="post" action={url} target={frame} hidden>
        <input type="hidden" name={PREVIEW_TOKEN_FIELD} value={token} />
      </form>
      <iframe
        name={frame}
        title={`Anteprima: ${subject}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        className="h-[36rem] w-full rounded-xl bg-white ring-1 ring-slate-200"
      />
    </>
  );
}
