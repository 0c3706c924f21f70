import { expect, type Page } from '@playwright/test';
import { adminArea } from './admin';

/** The order page's "Reso e recesso": the 14 days, the withdrawal form, the requests made. */
export function withdrawal(page: Page) {
  const section = page.getByRole('region', { name: 'Reso e recesso' });
  const form = section.getByRole('form', { name: 'Modulo di recesso' });
  return {
    section,
    form,
    /** A request as the customer sees it: "Reso RS-…: <stato>". */
    request: (state: string) => section.getByText(new RegExp(`^Reso RS-\\d{4}-\\d{6}: ${state}$`)),
    /** "Richiedi il reso", the units of the first line and a reason, then sends the form. */
    async ask(units: number, reason?: string) {
      await section.getByRole('button', { name: 'Richiedi il reso' }).click();
      await form.getByRole('spinbutton').first().fill(String(units));
      if (reason) await form.getByLabel(/Motivo/).fill(reason);
      await expect(form).toContainText(
        'Con la presente notifico il recesso dal mio contratto di vendita dei seguenti beni',
      );
      await form.getByRole('button', { name: 'Invia la richiesta di recesso' }).click();
      await expect(section.getByText(/^Richiesta di reso inviata/)).toBeVisible();
    },
    /** The return's number, "RS-2026-000001", as the request shows it. */
    async number() {
      const text =
        (await section
          .getByText(/^Reso RS-/)
          .first()
          .textContent()) ?? '';
      return text.match(/RS-\d{4}-\d{6}/)?.[0] ?? '';
    },
  };
}

/** The staff's order panel, opened from Ordini by the order's number. */
export async function staffOrder(staff: Page, number: string) {
  const admin = adminArea(staff);
  await staff.goto('/admin?vista=ordini');
  const orders = admin.list('Ordini');
  await orders.search(number);
  await orders.open(number);
  const panel = admin.panel(`Ordine ${number}`);
  const returns = panel.region.getByRole('region', { name: 'Resi' });
  return {
    panel,
    returns,
    /** A staff step on the return, then waits for the state it leads to. */
    async step(button: string, state: string) {
      await returns.getByRole('button', { name: button }).click();
      await expect(returns.getByRole('heading', { name: new RegExp(`: ${state}$`) })).toBeVisible();
    },
    /** «Rifiuta il reso» with the reason the customer will read. */
    async refuse(reason: string) {
      await returns.getByRole('button', { name: 'Rifiuta il reso' }).click();
      const form = returns.getByRole('form', { name: 'Rifiuto del reso' });
      await form.getByLabel('Motivo del rifiuto').fill(reason);
      await form.getByRole('button', { name: 'Conferma il rifiuto' }).click();
      await expect(returns.getByRole('heading', { name: /: Reso rifiutato$/ })).toBeVisible();
    },
  };
}
