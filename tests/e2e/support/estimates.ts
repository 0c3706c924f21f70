import { expect, type Locator, type Page } from '@playwright/test';

/** A line of an estimate as staff type it. */
export interface EstimateLineEntry {
  kind: 'Ricambio' | 'Manodopera';
  description: string;
  /** Euros as typed: "129,00". */
  amount: string;
}

export interface EstimateEntry {
  lines: EstimateLineEntry[];
  days: string;
  validityDays?: string;
  diagnosisFee?: string;
  note?: string;
}

/** The estimates of a repair's staff panel: the editor, and those sent, newest first. */
export function staffEstimates(panel: Locator) {
  const editor = panel.getByRole('form', { name: 'Nuovo preventivo' });
  const sent = panel.getByRole('list', { name: 'Preventivi inviati' });
  return {
    editor,
    /** The latest estimate sent, as the panel sums it up. */
    latest: sent.getByRole('listitem').first(),
    /** The editor's subtotal, IVA and total as it computes them while staff type. */
    totals: editor.getByRole('definition'),
    async prepare(entry: EstimateEntry) {
      await panel.getByRole('button', { name: /Prepara (il|un nuovo) preventivo/ }).click();
      for (const [index, line] of entry.lines.entries()) {
        const n = index + 1;
        if (index > 0) await editor.getByRole('button', { name: 'Aggiungi una voce' }).click();
        await editor.getByLabel(`Tipo della voce ${n}`).selectOption({ label: line.kind });
        await editor.getByLabel(`Descrizione della voce ${n}`).fill(line.description);
        await editor.getByLabel(`Importo della voce ${n} (€, IVA esclusa)`).fill(line.amount);
      }
      await editor.getByLabel('Giorni lavorativi stimati').fill(entry.days);
      if (entry.validityDays) await editor.getByLabel('Validità (giorni)').fill(entry.validityDays);
      if (entry.diagnosisFee)
        await editor.getByLabel(/Diagnosi se rifiuta/).fill(entry.diagnosisFee);
      if (entry.note) await editor.getByLabel(/Nota per il cliente/).fill(entry.note);
    },
    async send() {
      await editor.getByRole('button', { name: 'Invia preventivo' }).click();
      await expect(editor).toBeHidden();
    },
  };
}

/** "In attesa di risposta" at the top of the staff's repairs. */
export function awaitingAnswer(page: Page) {
  const region = page.getByRole('region', { name: 'In attesa di risposta' });
  return {
    region,
    row: (code: string) => region.getByRole('row', { name: new RegExp(code) }),
  };
}

/** The estimate on the customer's repair card (one repair on the page), and their answer. */
export function estimateCard(page: Page) {
  const card = page.getByRole('region', { name: /^Preventivo della riparazione RIP-/ });
  return {
    card,
    acceptButton: card.getByRole('button', { name: 'Accetta il preventivo' }),
    declineButton: card.getByRole('button', { name: 'Rifiuta', exact: true }),
    expired: card.getByText(/Il preventivo è scaduto il/),
    accepted: card.getByText(/Hai accettato il preventivo il/),
    declined: card.getByText(/Hai rifiutato il preventivo il/),
    async accept() {
      await this.acceptButton.click();
    },
    /** Declines, confirming that the device goes back unrepaired. */
    async decline() {
      await this.declineButton.click();
      await card.getByRole('button', { name: 'Sì, rifiuta il preventivo' }).click();
    },
  };
}
