import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessAfterPayment } from '../../web/repairs/payment-return';
import type { RepairAccess } from '../../web/repairs/useEstimateAnswer';
import { type RepairPayment, useRepairPayment } from '../../web/repairs/useRepairPayment';
import { withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

const ACCESS: RepairAccess = { code: 'RIP-7KQ2M9XD', token: 'firmato.0.token' };

const payment = (change: Partial<RepairPayment> = {}): RepairPayment => ({
  kind: 'ESTIMATE',
  due: 19_398,
  paid: 0,
  paidAt: null,
  payable: true,
  ...change,
});

function renderPayment(
  start: RepairPayment,
  answer: (name: string) => Answer = () => ({ data: {} }),
  path = '/stato-riparazione',
) {
  window.history.replaceState(null, '', path);
  const worker = workerClient(answer);
  const refresh = vi.fn();
  const hook = renderHook(() => useRepairPayment(start, ACCESS, refresh), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, hook, refresh };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('useRepairPayment', () => {
  it('asks for the page with the access the customer came with, keeping it for the way back', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      search: '',
      assign,
    });
    const { hook, asked } = renderPayment(payment(), () => ({
      data: { payRepair: { url: 'http://127.0.0.1:8956/pay/cs_test_1' } },
    }));
    expect(hook.result.current.stage).toBe('to-pay');
    await act(() => hook.result.current.pay());
    expect(asked).toContainEqual({ name: 'PayRepair', variables: { access: ACCESS } });
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8956/pay/cs_test_1');
    expect(accessAfterPayment(`?code=${ACCESS.code}&pagamento=ok`)).toEqual(ACCESS);
  });

  it('keeps the refusal in the server’s words and sends nobody anywhere', async () => {
    const { hook } = renderPayment(payment(), () => ({
      errors: [{ message: 'Questa riparazione è già pagata.', extensions: { code: 'CONFLICT' } }],
    }));
    await act(() => hook.result.current.pay());
    expect(hook.result.current.problem).toBe('Questa riparazione è già pagata.');
    expect(accessAfterPayment(`?code=${ACCESS.code}&pagamento=ok`)).toBeNull();
  });

  it('back from paying, waits for the provider and reads the repair again, never saying paid', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { hook, refresh } = renderPayment(
      payment(),
      undefined,
      `/stato-riparazione?code=${ACCESS.code}&pagamento=ok`,
    );
    expect(hook.result.current.stage).toBe('confirming');
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(hook.result.current.stage).toBe('confirming');
    expect(hook.result.current.late).toBe(false);
  });

  it('past its polls says the answer is late and never offers to pay again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { hook, refresh } = renderPayment(
      payment(),
      undefined,
      `/stato-riparazione?code=${ACCESS.code}&pagamento=ok`,
    );
    for (let poll = 0; poll < 12; poll += 1) await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(refresh).toHaveBeenCalledTimes(10);
    expect(hook.result.current).toMatchObject({ stage: 'confirming', late: true });
  });

  it('says paid once nothing is due, and that a refused payment can be tried again', async () => {
    expect(renderPayment(payment({ due: 0, paid: 19_398 })).hook.result.current.stage).toBe('paid');
    const back = renderPayment(
      payment(),
      undefined,
      `/stato-riparazione?code=${ACCESS.code}&pagamento=annullato`,
    );
    await waitFor(() => expect(back.hook.result.current.refused).toBe(true));
    expect(back.hook.result.current.stage).toBe('to-pay');
  });
});
