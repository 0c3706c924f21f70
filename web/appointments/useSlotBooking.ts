import { useState } from 'react';
import type { CombinedError } from 'urql';
import { useQuery } from 'urql';
import { refusal } from '../ui/server-errors';
import { LabCalendarQuery } from './appointment-queries';

/** A slot as the calendar lists it: its Rome day and time. */
interface PickedSlot {
  day: string;
  time: string;
}

/** What booking a slot answers: the appointment, or a refusal. */
interface Answer<R> {
  data?: R | undefined;
  error?: CombinedError | undefined;
}

export const PICK_A_SLOT = 'Scegli un giorno e un orario.';

/**
 * Picking a free slot and booking it (docs/product.md#appointments): the calendar of the next
 * weeks, the day and time picked, and `book`, which sends them through `submit`. A refusal is
 * kept in the server's words; a slot taken meanwhile (CONFLICT) reloads the calendar.
 */
export function useSlotBooking<R>(submit: (slot: PickedSlot) => Promise<Answer<R>>) {
  const [calendar, reload] = useQuery({ query: LabCalendarQuery, requestPolicy: 'network-only' });
  const days = calendar.data?.labCalendar ?? [];
  const [picked, setPicked] = useState<Partial<PickedSlot>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<R | null>(null);
  const day = picked.day ?? days.find((entry) => entry.slots.length > 0)?.day ?? null;
  const slots = days.find((entry) => entry.day === day)?.slots ?? [];

  const pickDay = (next: string) => setPicked({ day: next });
  const pickTime = (time: string) => setPicked({ day: day ?? undefined, time });

  async function book() {
    if (!day || !picked.time) {
      setProblem(PICK_A_SLOT);
      return;
    }
    setSending(true);
    setProblem(null);
    const answer = await submit({ day, time: picked.time });
    setSending(false);
    if (answer.data) {
      setBooked(answer.data);
      setPicked({ day });
      reload({ requestPolicy: 'network-only' });
      return;
    }
    if (answer.error) {
      setProblem(refusal(answer.error).message);
      if (answer.error.graphQLErrors[0]?.extensions?.code === 'CONFLICT') {
        setPicked({ day });
        reload({ requestPolicy: 'network-only' });
      }
    }
  }

  return {
    loading: calendar.fetching && days.length === 0,
    failed: Boolean(calendar.error) && days.length === 0,
    days,
    day,
    slots,
    time: picked.time ?? null,
    pickDay,
    pickTime,
    problem,
    sending,
    book,
    booked,
  };
}
