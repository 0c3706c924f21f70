import { WITHDRAWAL_DAYS } from '../../schema/rules/withdrawal';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { MAIL_HREF } from './contact-links';
import type { LegalSection } from './LegalDocument';

/** Taking back old devices, withdrawal and its form. */
export const SALES_TERMS_RETURNS: LegalSection[] = [
  {
    id: 'ritiro-raee',
    title: 'Ritiro gratuito dell’usato (RAEE)',
    body: (
      <>
        <p>
          Quando compri da noi un’apparecchiatura elettrica o elettronica, puoi consegnarci
          gratuitamente un apparecchio usato di tipo equivalente, cioè che svolge la stessa
          funzione: uno per ogni apparecchio nuovo (ritiro «uno contro uno», art. 11, comma 1, del
          D.Lgs. 49/2014). Non paghi nulla e non devi comprare altro: l’apparecchio viene avviato al
          recupero e al riciclo come rifiuto di apparecchiature elettriche ed elettroniche (RAEE).
        </p>
        <p>
          Nel checkout lo proponiamo per gli ordini con almeno un prodotto delle categorie
          Smartphone, Laptop, Tablet, Smartwatch e Gaming: basta scegliere «Ritiro gratuito
          dell’usato (RAEE)». La scelta compare nel riepilogo, nella pagina dell’ordine e
          nell’e-mail di conferma.
        </p>
        <ul>
          <li>
            <strong>Con la spedizione</strong> consegni l’apparecchio usato al corriere quando ti
            porta il pacco, allo stesso indirizzo.
          </li>
          <li>
            <strong>Con il {PAYMENT_METHOD.labels.ritiro.toLowerCase()}</strong> lo porti al banco
            quando ritiri l’ordine, in {SHOP_ADDRESS_LINE}.
          </li>
        </ul>
        <p>
          La categoria Accessori comprende anche articoli che non sono apparecchiature elettriche
          (cover, pellicole, cinturini), per questo il checkout non propone il ritiro per i soli
          accessori. Se compri un accessorio elettrico (per esempio auricolari o un caricabatterie),
          il ritiro uno contro uno ti spetta comunque: chiedilo a{' '}
          <a href={MAIL_HREF}>{SHOP.email}</a> con il numero dell’ordine prima della consegna,
          oppure al banco.
        </p>
        <p>
          Prima di consegnarlo cancella i tuoi dati e togli SIM e schede di memoria: l’apparecchio
          non ti viene restituito. Possiamo rifiutare soltanto un apparecchio che non è equivalente
          a quello acquistato, che è privo dei suoi componenti essenziali o che è pericoloso per chi
          lo maneggia (per esempio con la batteria gonfia o perdite di liquidi).
        </p>
        <p>
          Il ritiro «uno contro zero», cioè dei RAEE di piccolissime dimensioni (lato esterno sotto
          i 25 cm) senza alcun acquisto, è obbligatorio per i negozi con una superficie di vendita
          di apparecchiature elettriche ed elettroniche di almeno 400 m² (art. 11, comma 3, del
          D.Lgs. 49/2014) e facoltativo per le vendite a distanza (D.M. 121/2016). Il nostro negozio
          ha una superficie di vendita molto inferiore e non offre questo servizio: puoi consegnare
          gratuitamente un piccolo apparecchio senza acquistare nulla al centro di raccolta (isola
          ecologica) del tuo comune.
        </p>
      </>
    ),
  },
  {
    id: 'recesso',
    title: 'Diritto di recesso',
    body: (
      <>
        <p>
          Se sei un consumatore puoi recedere dal contratto, cioè restituire i prodotti ed essere
          rimborsato, <strong>entro {WITHDRAWAL_DAYS} giorni</strong> senza dover dare alcuna
          motivazione (artt. 52-59 del Codice del Consumo). Il termine scade alla fine del{' '}
          {WITHDRAWAL_DAYS}° giorno da quando tu, o una persona da te indicata diversa dal corriere,
          ricevete i prodotti; con il ritiro in negozio, da quando li ritiri. Se un ordine arriva in
          più consegne, il termine parte dall’ultima.
        </p>
        <h3>Come recedere</h3>
        <ul>
          <li>
            <strong>Online</strong>: nella pagina dell’ordine consegnato usa «Richiedi il reso»,
            scegli i prodotti e invia la dichiarazione di recesso. Ti confermiamo la ricezione per
            e-mail.
          </li>
          <li>
            <strong>Per e-mail o per posta</strong>: mandaci il{' '}
            <a href="#modulo-recesso">modulo di recesso tipo</a> qui sotto, o una qualsiasi
            dichiarazione esplicita della tua decisione con il numero dell’ordine, a{' '}
            <a href={MAIL_HREF}>{SHOP.email}</a>, alla PEC {SHOP.pec} o per lettera a{' '}
            {SHOP.legalName}, {SHOP_ADDRESS_LINE}.
          </li>
        </ul>
        <p>Per rispettare il termine basta che la comunicazione parta prima della sua scadenza.</p>
        <h3>La restituzione</h3>
        <p>
          Rispedisci i prodotti a {SHOP.legalName}, {SHOP_ADDRESS_LINE}, senza indebito ritardo e
          comunque entro {WITHDRAWAL_DAYS} giorni dalla comunicazione del recesso, oppure riportali
          in negozio. Le spese dirette della restituzione sono a tuo carico; riportarli in negozio
          non costa nulla. Imballa il prodotto con cura, se possibile nella sua confezione, con
          accessori e documenti.
        </p>
        <h3>Il rimborso</h3>
        <p>
          Ti rimborsiamo senza indebito ritardo e comunque entro {WITHDRAWAL_DAYS} giorni dal giorno
          in cui riceviamo la comunicazione del recesso: il prezzo dei prodotti restituiti con la
          loro IVA e, se restituisci l’intero ordine, anche le spese di consegna standard che hai
          pagato. Possiamo attendere di aver ricevuto i prodotti, o la prova che li hai spediti, se
          precede. Rimborsiamo con lo stesso mezzo che hai usato: il bonifico sul conto da cui è
          partito; per il contrassegno e il pagamento in negozio, con il tuo accordo, con bonifico
          sul conto che ci indichi. Il rimborso non ti costa nulla.
        </p>
        <p>
          Puoi maneggiare e provare il prodotto come faresti in un negozio. Rispondi solo della
          diminuzione del suo valore dovuta a un uso diverso da quello necessario per verificarne
          natura, caratteristiche e funzionamento (art. 57): in quel caso possiamo rimborsare meno,
          spiegandoti perché.
        </p>
        <h3>Quando il recesso non si applica</h3>
        <ul>
          <li>
            ai prodotti sigillati che non si prestano a essere restituiti per motivi igienici o di
            protezione della salute, come gli auricolari in-ear, se sono stati aperti dopo la
            consegna (art. 59, lett. e);
          </li>
          <li>
            ai software, ai giochi e ai contenuti sigillati, se sono stati aperti dopo la consegna
            (art. 59, lett. i);
          </li>
          <li>
            agli acquisti fatti come professionista o azienda, per i quali il recesso non è previsto
            dalla legge.
          </li>
        </ul>
        <p>
          Per una riparazione affidata a distanza (dispositivo spedito e preventivo accettato
          online) puoi recedere entro {WITHDRAWAL_DAYS} giorni dall’accettazione del preventivo. Se
          nel frattempo ci chiedi di iniziare il lavoro, paghi solo la parte già eseguita (art. 57,
          comma 3); se ci hai chiesto espressamente di eseguirla subito riconoscendo che, a lavoro
          finito, avresti perso il diritto di recesso, quando la riparazione è completata il recesso
          non è più possibile (art. 59, lett. a).
        </p>
      </>
    ),
  },
  {
    id: 'modulo-recesso',
    title: 'Modulo di recesso tipo',
    body: (
      <>
        <p>
          Compilalo e inviacelo solo se vuoi recedere dal contratto (Allegato I, parte B, del Codice
          del Consumo). Con «Richiedi il reso» nella pagina dell’ordine il sito lo compila per te.
        </p>
        <blockquote className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="mt-0">
            Destinatario: {SHOP.legalName}, {SHOP_ADDRESS_LINE}, {SHOP.email}
          </p>
          <p>
            Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*)
            contratto di vendita dei seguenti beni: …
          </p>
          <p>Ordinato il (*) / ricevuto il (*): …</p>
          <p>Numero dell’ordine: …</p>
          <p>Nome del/dei consumatore(i): …</p>
          <p>Indirizzo del/dei consumatore(i): …</p>
          <p>Firma del/dei consumatore(i) (solo se il modulo è inviato in versione cartacea): …</p>
          <p>Data: …</p>
          <p className="text-sm">(*) Cancellare la dicitura inutile.</p>
        </blockquote>
      </>
    ),
  },
];
