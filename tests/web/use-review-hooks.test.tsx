import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReviewInvitation } from '../../web/catalogue/useReviewInvitation';
import { useReviewSubmission } from '../../web/catalogue/useReviewSubmission';
import { submitWith, withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

const refused = (code: string, message: string) => (): Answer => ({
  errors: [{ message, extensions: { code } }],
});

const TEXT = 'Funziona benissimo, batteria ottima e schermo luminoso.';

describe('useReviewInvitation', () => {
  it('asks for the lines of the link it was given', async () => {
    const { client, asked } = workerClient(() => ({
      data: {
        reviewInvitation: {
          __typename: 'ReviewInvitation',
          orderNumber: 'ORD-1001',
          purchasedAt: '2026-10-01T10:00:00.000Z',
          lines: [],
        },
      },
    }));
    const hook = renderHook(() => useReviewInvitation('link-1'), { wrapper: withClient(client) });
    await waitFor(() =>
      expect(hook.result.current[0].data?.reviewInvitation.orderNumber).toBe('ORD-1001'),
    );
    expect(asked[0]).toEqual({ name: 'ReviewInvitation', variables: { link: 'link-1' } });
  });

  it('hands back the refusal of a link that is no longer valid', async () => {
    const { client } = workerClient(refused('NOT_FOUND', 'Il link non è valido o è scaduto.'));
    const hook = renderHook(() => useReviewInvitation('vecchio'), { wrapper: withClient(client) });
    await waitFor(() =>
      expect(hook.result.current[0].error?.graphQLErrors[0]?.message).toBe(
        'Il link non è valido o è scaduto.',
      ),
    );
  });
});

describe('useReviewSubmission', () => {
  it('keeps the form and tells the refusal when the line was already reviewed', async () => {
    const { client, asked } = workerClient(
      refused('CONFLICT', 'Questo prodotto è già stato recensito.'),
    );
    const onSent = vi.fn();
    const hook = renderHook(() => useReviewSubmission('link-1', 2, onSent), {
      wrapper: withClient(client),
    });
    act(() => {
      hook.result.current.form.setValue('stars', '4');
      hook.result.current.form.setValue('body', TEXT);
    });
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() =>
      expect(hook.result.current.form.problem).toBe('Questo prodotto è già stato recensito.'),
    );
    expect(asked).toEqual([
      {
        name: 'SubmitReview',
        variables: { input: { link: 'link-1', position: 2, stars: 4, body: TEXT } },
      },
    ]);
    expect(onSent).not.toHaveBeenCalled();
  });
});
