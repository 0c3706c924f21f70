import { buyerDeadline, type Deadline } from '../OrderExpiry';

/** The staff's deadlines: the buyer's, and the shipping of cash on delivery, which only they do. */
export const staffDeadline: Deadline = (method, when) =>
  method === 'CONTRASSEGNO'
    ? `Contrassegno da spedire entro il ${when}: dopo l'ordine sarà annullato automaticamente e i prodotti torneranno disponibili.`
    : buyerDeadline(method, when);
