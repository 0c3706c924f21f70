import { env } from 'cloudflare:workers';
import { graphql } from '../../web/graphql';
import { bookingToken } from '../../worker/appointments/booking';
import { dataOf, gql } from './client';
import { fromNewClient, seedQuote } from './fixtures';

export const CALENDAR = graphql(`
  query LabCalendarFixture { labCalendar { day closedReason slots { time startsAt placesLeft } } }
`);

/** The bookable slots now, as the page lists them, soonest first. */
export async function freeSlots() {
  const { labCalendar } = dataOf(await gql(CALENDAR, {}, fromNewClient()));
  return labCalendar.flatMap((day) =>
    day.slots.map((slot) => ({ day: day.day, time: slot.time, placesLeft: slot.placesLeft })),
  );
}

export async function firstSlot() {
  const [slot] = await freeSlots();
  if (!slot) throw new Error('no free slot');
  return { day: slot.day, time: slot.time };
}

/** A quote request just sent (seeded) and the booking token its receipt carries. */
export async function quoteWithBookingToken(id: string) {
  await seedQuote(id);
  return bookingToken(env, { id, createdAtMs: Date.now() });
}
