import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOT_REFUSALS } from '../../schema/rules/lab-slots';
import { useQuoteBooking } from '../../web/appointments/useQuoteBooking';
import { PICK_A_SLOT } from '../../web/appointments/useSlotBooking';
import { withClient } from './hook-render';
import { refused } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

const CALENDAR: Answer = {
  data: {
    labCalendar: [
      { day: '2026-12-24', label: 'giovedì 24 dicembre 2026', closedReason: 'Vigilia', slots: [] },
      {
        day: '2026-12-28',
        label: 'lunedì 28 dicembre 2026',
        closedReason: null,
        slots: [
          { time: '09:30', placesLeft: 2 },
          { time: '10:00', placesLeft: 1 },
        ],
      },
    ],
  },
};

const BOOKED: Answer = {
  data: {
    bookAppointment: {
      __typename: 'Appointment',
      id: 'a1',
      label: 'lunedì 28 dicembre 2026 alle 10:00',
      status: 'PRENOTATO',
      address: 'Via Giuseppe Mazzini 18, 20123 Milano (MI)',
      changeHours: 2,
      changeableUntil: '2026-12-28T07:00:00.000Z',
      changeable: true,
      manageToken: 'manage.0.sig',
    },
  },
};

function renderBooking(book: (variables: Record<string, unknown>) => Answer) {
  const worker = workerClient((name, variables) =>
    name === 'LabCalendar' ? CALENDAR : book(variables),
  );
  const hook = renderHook(() => useQuoteBooking('book.0.sig'), {
    wrapper: withClient(worker.client),
  });
  return { hook, asked: worker.asked };
}

describe('useQuoteBooking', () => {
  it('offers the first day with free slots and books the time picked with the token', async () => {
    const { hook, asked } = renderBooking(() => BOOKED);
    await waitFor(() => expect(hook.result.current.day).toBe('2026-12-28'));
    expect(hook.result.current.slots.map((slot) => slot.time)).toEqual(['09:30', '10:00']);
    act(() => hook.result.current.pickTime('10:00'));
    await act(() => hook.result.current.book());
    expect(asked.filter((operation) => operation.name === 'BookAppointment')).toEqual([
      {
        name: 'BookAppointment',
        variables: { bookingToken: 'book.0.sig', slot: { day: '2026-12-28', time: '10:00' } },
      },
    ]);
    expect(hook.result.current.booked?.bookAppointment).toBeTruthy();
    expect(hook.result.current.problem).toBeNull();
  });

  it('asks for a time before sending anything', async () => {
    const { hook, asked } = renderBooking(() => BOOKED);
    await waitFor(() => expect(hook.result.current.day).toBe('2026-12-28'));
    await act(() => hook.result.current.book());
    expect(hook.result.current.problem).toBe(PICK_A_SLOT);
    expect(asked.map((operation) => operation.name)).not.toContain('BookAppointment');
  });

  it('shows the Worker’s refusal, and reloads the slots when the last place was just taken', async () => {
    const { hook, asked } = renderBooking(() => refused('CONFLICT', SLOT_REFUSALS.taken));
    await waitFor(() => expect(hook.result.current.day).toBe('2026-12-28'));
    act(() => hook.result.current.pickTime('10:00'));
    const calendars = () => asked.filter((operation) => operation.name === 'LabCalendar').length;
    const before = calendars();
    await act(() => hook.result.current.book());
    expect(hook.result.current.problem).toBe(SLOT_REFUSALS.taken);
    expect(hook.result.current.time).toBeNull();
    expect(hook.result.current.booked).toBeNull();
    await waitFor(() => expect(calendars()).toBeGreaterThan(before));
  });

  it('keeps the time picked after another refusal', async () => {
    const { hook } = renderBooking(() => refused('BAD_USER_INPUT', SLOT_REFUSALS.tooSoon));
    await waitFor(() => expect(hook.result.current.day).toBe('2026-12-28'));
    act(() => hook.result.current.pickTime('09:30'));
    await act(() => hook.result.current.book());
    expect(hook.result.current.problem).toBe(SLOT_REFUSALS.tooSoon);
    expect(hook.result.current.time).toBe('09:30');
  });
});
