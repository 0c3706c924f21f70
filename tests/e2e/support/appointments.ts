import { expect, type Locator, type Page } from '@playwright/test';

/** The slot picker wherever it shows: a day, then a time, then its button. */
export function slotPicker(scope: Page | Locator) {
  const times = scope.getByRole('group', { name: 'Orario' }).getByRole('radio');
  return {
    day: scope.getByLabel('Giorno', { exact: true }),
    times,
    /**
     * Picks the second day with free slots: a whole day, so it has more than one time (today's
     * may have a single one left). Answers the day ("2026-12-01").
     */
    async pickWholeDay() {
      const day = scope.getByLabel('Giorno', { exact: true });
      const value = await day.locator('option:not([disabled])').nth(1).getAttribute('value');
      await day.selectOption(value ?? '');
      return value ?? '';
    },
    /** Picks the nth free time of the day shown (0 the first) and answers it ("09:30"). */
    async pickTime(index: number) {
      const time = times.nth(index);
      const value = (await time.getAttribute('value')) ?? '';
      await time.check({ force: true });
      return value;
    },
    async submit(label: string) {
      await scope.getByRole('button', { name: label }).click();
    },
  };
}

/** The page after /preventivo: its step that books the drop-off. */
export function quoteBooking(page: Page) {
  const region = page.getByRole('region', { name: 'Porta il dispositivo in laboratorio' });
  return {
    region,
    picker: slotPicker(region),
    confirmed: region.getByText(/Appuntamento confermato/),
    summary: region.getByText(/alle \d{2}:\d{2}$/),
  };
}

/** /appuntamento#accesso=…: the appointment of an e-mailed link. */
export function appointmentLinkPage(page: Page) {
  const move = page.getByRole('region', { name: 'Sposta a un altro orario' });
  return {
    heading: page.getByRole('heading', { name: 'Il tuo appuntamento in laboratorio' }),
    picker: slotPicker(move),
    moved: page.getByText(
      'Appuntamento spostato: ti abbiamo mandato l’e-mail con il nuovo orario.',
    ),
    refusal: page.getByRole('alert'),
    async open(link: string) {
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  };
}

/** The staff's agenda at /admin/appuntamenti. */
export function staffAgenda(page: Page) {
  const agenda = page.getByRole('region', { name: 'Agenda del giorno' });
  return {
    agenda,
    settings: page.getByRole('region', { name: 'Orari e capienza del laboratorio' }),
    async open(day: string) {
      await page.goto('/admin/appuntamenti');
      await agenda.getByLabel('Giorno').fill(day);
    },
    entry: (name: string) => agenda.getByRole('listitem').filter({ hasText: name }),
  };
}
