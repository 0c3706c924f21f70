import { act, waitFor } from '@testing-library/react';
import { useMutation } from 'urql';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TOKEN_PARAM } from '../../schema/newsletter-links';
import { ConfirmNewsletterMutation } from '../../web/newsletter/newsletter-queries';
import { useNewsletterLink } from '../../web/newsletter/useNewsletterLink';
import { heldWorker, offline, refused, renderAnswering, renderAt } from './account-fixtures';
import type { Answer } from './worker-client';

const LINK = `/newsletter/conferma?${NEWSLETTER_TOKEN_PARAM}=tk-1`;
const CONFIRMED = {
  data: { confirmNewsletter: { email: 'chiara@example.it', alreadyConfirmed: false } },
};
const CONNECTION = 'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.';

/** The hook as the confirmation page calls it: its mutation, and the sentence it makes of the answer. */
function useConfirmLink() {
  const [, confirm] = useMutation(ConfirmNewsletterMutation);
  return useNewsletterLink(
    (token) => confirm({ token }),
    ({ confirmNewsletter }) => `Confermata: ${confirmNewsletter.email}`,
  );
}

const renderLink = (answer: () => Answer, path = LINK) =>
  renderAnswering(useConfirmLink, answer, path);

describe('useNewsletterLink', () => {
  it("reads the link's token and does nothing until pressed", async () => {
    const { hook, asked } = renderLink(() => CONFIRMED);
    await act(async () => {});
    expect(hook.result.current).toMatchObject({ token: 'tk-1', busy: false, outcome: null });
    expect(asked).toEqual([]);
  });

  it('has no token when the link lost it', () => {
    const { hook } = renderLink(() => CONFIRMED, '/newsletter/conferma?utm_source=mail');
    expect(hook.result.current.token).toBeNull();
  });

  it('sends the token when pressed, busy until the Worker answers, and says it is done', async () => {
    const worker = heldWorker(() => CONFIRMED);
    const { hook } = renderAt(useConfirmLink, { worker, path: LINK });
    act(() => {
      void hook.result.current.press('tk-1');
    });
    expect(hook.result.current.busy).toBe(true);
    await act(async () => worker.release());
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({
        ok: true,
        text: 'Confermata: chiara@example.it',
        final: true,
      }),
    );
    expect(hook.result.current.busy).toBe(false);
    expect(worker.asked).toEqual([{ name: 'ConfirmNewsletter', variables: { token: 'tk-1' } }]);
  });

  it.each([
    [
      'a refused link, which stays refused',
      refused('BAD_USER_INPUT', 'Il link non è valido o è scaduto.'),
      { ok: false, text: 'Il link non è valido o è scaduto.', final: true },
    ],
    [
      'too many presses, which may be tried again',
      refused('TOO_MANY_REQUESTS', 'Troppe richieste: riprova tra poco.'),
      { ok: false, text: 'Troppe richieste: riprova tra poco.', final: false },
    ],
    [
      "the Worker's own failure, in words that hide it",
      refused('INTERNAL_SERVER_ERROR', 'Unexpected error.'),
      { ok: false, text: CONNECTION, final: false },
    ],
    ['a lost connection', offline, { ok: false, text: CONNECTION, final: false }],
  ])('says %s', async (_, answer, outcome) => {
    const { hook } = renderLink(answer);
    await act(() => hook.result.current.press('tk-1'));
    expect(hook.result.current.outcome).toEqual(outcome);
    expect(hook.result.current.busy).toBe(false);
  });

  it('replaces a lost connection with the answer of the next press', async () => {
    let answer: () => Answer = offline;
    const { hook } = renderLink(() => answer());
    await act(() => hook.result.current.press('tk-1'));
    answer = () => CONFIRMED;
    await act(() => hook.result.current.press('tk-1'));
    expect(hook.result.current.outcome).toMatchObject({ ok: true, final: true });
  });
});
