import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReviewDecision, useReviewQueue } from '../../web/catalogue/staff/useReviewModeration';
import { withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

function renderDecision(answer: (name: string) => Answer) {
  const worker = workerClient(answer);
  const onDone = vi.fn();
  const hook = renderHook(() => useReviewDecision('rev-9', onDone), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, hook, onDone };
}

describe('useReviewQueue', () => {
  it('asks for the reviews waiting, then for the status chosen', async () => {
    const { client, asked } = workerClient(() => ({ data: { adminReviews: [] } }));
    const hook = renderHook(() => useReviewQueue(), { wrapper: withClient(client) });
    await waitFor(() => expect(hook.result.current.result.data).toBeDefined());
    act(() => hook.result.current.setStatus('RIFIUTATA'));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ name: 'AdminReviews', variables: { status: 'RIFIUTATA' } }),
    );
    expect(asked[0]).toEqual({ name: 'AdminReviews', variables: { status: 'IN_ATTESA' } });
  });
});

describe('useReviewDecision', () => {
  it('publishes the review and tells the queue to reload', async () => {
    const { hook, asked, onDone } = renderDecision(() => ({
      data: { adminPublishReview: { __typename: 'Review', id: 'rev-9' } },
    }));
    await act(() => hook.result.current.publish());
    expect(asked).toEqual([{ name: 'AdminPublishReview', variables: { id: 'rev-9' } }]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(hook.result.current.problem).toBeNull();
  });

  it('refuses nothing without a reason, and shows the refusal of a review already decided', async () => {
    const { hook, asked, onDone } = renderDecision(() => ({
      errors: [{ message: 'La recensione è già stata decisa.', extensions: { code: 'CONFLICT' } }],
    }));
    await act(() => hook.result.current.refuse());
    expect(asked).toEqual([]);
    expect(hook.result.current.problem).not.toBeNull();

    act(() => hook.result.current.setReason('Parla di un altro prodotto.'));
    await act(() => hook.result.current.refuse());
    expect(asked).toEqual([
      {
        name: 'AdminRefuseReview',
        variables: { id: 'rev-9', reason: 'Parla di un altro prodotto.' },
      },
    ]);
    expect(hook.result.current.problem).toBe('La recensione è già stata decisa.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends one decision when pressed twice before the answer', async () => {
    const { hook, asked, onDone } = renderDecision(() => ({
      data: { adminPublishReview: { __typename: 'Review', id: 'rev-9' } },
    }));
    act(() => {
      void hook.result.current.publish();
      void hook.result.current.refuse();
    });
    expect(hook.result.current.busy).toBe(true);
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(asked).toEqual([{ name: 'AdminPublishReview', variables: { id: 'rev-9' } }]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
