import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import {
  FLAT_SHIPPING,
  FREE_SHIPPING_THRESHOLD,
  formatWholeEuro,
  TAX_RATE_PERCENT,
} from '../../schema/rules/money';
import {
  MAX_GUEST_COD_UNITS,
  MAX_UNITS_PER_PRODUCT,
  TRANSFER_REMINDER_HOURS,
  UNPAID_HOLDS,
} from '../../schema/rules/order-limits';
import { WARRANTY_MONTHS } from '../../schema/rules/warranty';
import { WITHDRAWAL_DAYS } from '../../schema/rules/withdrawal';
import { PAGE_HEADS } from '../../schema/seo';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { CompanyAddress, LegalDocument, type LegalSection } from './LegalDocument';

const MAIL = `mailto:${SHOP.email}`;
const PHONE = `tel:${SHOP.phone.replaceAll(' ', '')}`;
const FREE_ABOVE = formatWholeEuro(FREE_SHIPPING_THRESHOLD);
const SHIPPING = formatWholeEuro(FLAT_SHIPPING);
/** The legal guarantee (artt. 128-135-septies), shortened only for goods sold as used. */
const LEGAL_GUARANTEE_MONTHS = 24;
const USED_GUARANTEE_MONTHS = 12;
/** The shop's own guarantee on the devices it sells, on top of the legal one. */
const DEVICE_GUARANTEE_MONTHS = 12;

/**
 * The general terms of sale (docs/product.md#legal-pages): every figure comes from the rule the
 * site applies, so the terms and the checkout cannot disagree.
 */
const SECTIONS: LegalSection[] = [
  {
    id: 'venditore',
    title: 'Chi vende',
    body: (
      <>
        <p>I prodotti dello shop sono venduti da:</p>
        <CompanyAddress>
          E-mail: <a href={MAIL}>{SHOP.email}</a> · PEC:{' '}
          <a href={`mailto:${SHOP.pec}`}>{SHOP.pec}</a>
          <br />
          Telefono: <a href={PHONE}>{SHOP.phone}</a>
        </CompanyAddress>
        <p>
          Negozio e laboratorio si trovano all’indirizzo della sede legale, dove puoi anche ritirare
          gli ordini e restituire i prodotti.
        </p>
      </>
    ),
  },
  {
    id: 'ambito',
    title: 'A cosa si applicano queste condizioni',
    body: (
      <>
        <p>
          Queste condizioni regolano gli acquisti di prodotti fatti sul sito, da consumatori (chi
          acquista per scopi estranei alla propria attività professionale) e da professionisti e
          aziende. Le parti che valgono solo per i consumatori, come il diritto di recesso e la
          garanzia legale del Codice del Consumo (D.Lgs. 206/2005), lo dicono espressamente.
        </p>
        <p>
          Le riparazioni non sono vendite a distanza di prodotti: sono regolate dal preventivo che
          accetti, dal <Link to={ROUTES.shippingRules}>regolamento spedizioni</Link> se ci spedisci
          il dispositivo e dalla garanzia descritta al punto{' '}
          <a href="#garanzia-riparazioni">Garanzia sulle riparazioni</a>.
        </p>
        <p>
          Confermando un ordine dichiari di aver letto e accettato queste condizioni nella versione
          pubblicata in quel momento, la cui data è indicata in cima alla pagina. Puoi stamparle o
          salvarle dal browser per conservarne una copia. Il contratto è concluso in italiano.
        </p>
      </>
    ),
  },
  {
    id: 'prodotti',
    title: 'Prodotti e disponibilità',
    body: (
      <>
        <p>
          Ogni scheda prodotto descrive le caratteristiche essenziali del prodotto, i colori e le
          versioni disponibili e il prezzo. Le immagini rappresentano il prodotto il più fedelmente
          possibile ma possono differire in dettagli come le sfumature di colore. Ogni dispositivo è
          controllato nel nostro laboratorio prima della spedizione.
        </p>
        <p>
          La disponibilità mostrata è quella reale del magazzino: i prodotti di un ordine sono
          riservati nel momento in cui lo confermi. Un prodotto esaurito non si può ordinare. Ogni
          ordine può contenere al massimo {MAX_UNITS_PER_PRODUCT} pezzi dello stesso prodotto:
          vendiamo a chi li usa, non a chi li rivende.
        </p>
      </>
    ),
  },
  {
    id: 'prezzi',
    title: 'Prezzi, IVA e spese di spedizione',
    body: (
      <>
        <p>
          I prezzi sono in euro. Nelle schede, negli elenchi dei prodotti e nel carrello sono
          indicati <strong>IVA esclusa</strong>, accompagnati dalla dicitura «+ IVA». L’IVA al{' '}
          {TAX_RATE_PERCENT}% si calcola sul totale dei prodotti e compare come riga a parte nel
          carrello, nel riepilogo dell’ordine e nella conferma.
        </p>
        <ul>
          <li>
            <strong>Spedizione in Italia</strong>: gratuita quando il totale dei prodotti, IVA
            esclusa, supera {FREE_ABOVE}; altrimenti costa {SHIPPING} per ordine, importo finale su
            cui non si aggiunge altro.
          </li>
          <li>
            <strong>Ritiro in negozio</strong>: nessuna spesa di spedizione.
          </li>
          <li>Nessun metodo di pagamento ha costi aggiuntivi, contrassegno compreso.</li>
        </ul>
        <p>
          Prima di confermare l’ordine il riepilogo mostra il prezzo di ogni prodotto, il totale dei
          prodotti, la spedizione, l’IVA e il <strong>totale da pagare</strong>: è l’unico importo
          che ti chiediamo. Quando un prodotto è in sconto indichiamo anche il prezzo più basso
          applicato nei 30 giorni precedenti lo sconto (art. 17-bis del Codice del Consumo). Il
          prezzo che paghi è quello mostrato quando confermi l’ordine: le variazioni successive non
          lo cambiano.
        </p>
      </>
    ),
  },
  {
    id: 'ordine',
    title: 'Come si conclude il contratto',
    body: (
      <>
        <ol>
          <li>Metti i prodotti nel carrello, dove vedi subito i costi.</li>
          <li>
            Nel checkout indichi e-mail, indirizzo, metodo di pagamento e, se ti serve, i dati per
            la fattura, e accetti queste condizioni.
          </li>
          <li>
            Il riepilogo ti mostra tutto l’ordine: puoi tornare indietro e correggere qualsiasi
            dato. Con il pulsante finale invii l’ordine, che comporta l’obbligo di pagarlo.
          </li>
        </ol>
        <p>
          Il contratto è concluso quando l’ordine è registrato: si apre la pagina dell’ordine con il
          suo numero (per esempio RL-2026-000123) e ti inviamo per e-mail la conferma con il
          riepilogo. Conserva il numero: è il riferimento per pagamenti, resi e assistenza. L’ordine
          resta consultabile dal tuo account o, senza account, dal link privato che ti inviamo.
        </p>
        <p>
          Se ti serve la fattura, chiedila nel checkout indicando codice fiscale o partita IVA e,
          per le aziende, il codice destinatario SDI o la PEC: la emettiamo in formato elettronico
          tramite il Sistema di Interscambio.
        </p>
      </>
    ),
  },
  {
    id: 'pagamento',
    title: 'Pagamento',
    body: (
      <>
        <p>Non accettiamo pagamenti con carta sul sito. Puoi scegliere tra:</p>
        <ul>
          <li>
            <strong>{PAYMENT_METHOD.labels.bonifico}</strong>: a {SHOP.bank.holder},{' '}
            {SHOP.bank.name}, IBAN <span className="whitespace-nowrap">{SHOP.bank.iban}</span>, con
            il numero dell’ordine come causale. Le coordinate sono anche nella pagina dell’ordine e
            nell’e-mail di conferma. Prepariamo l’ordine quando il pagamento è accreditato. Se il
            bonifico non arriva entro {UNPAID_HOLDS.bonifico.days} giorni dall’ordine, l’ordine è
            annullato automaticamente e i prodotti tornano disponibili; {TRANSFER_REMINDER_HOURS}{' '}
            ore prima della scadenza ti mandiamo un promemoria.
          </li>
          <li>
            <strong>{PAYMENT_METHOD.labels.contrassegno}</strong>: paghi il totale al corriere al
            momento della consegna. Senza accedere a un account puoi pagare così al massimo{' '}
            {MAX_GUEST_COD_UNITS} pezzi per ordine. Se l’ordine non viene spedito entro{' '}
            {UNPAID_HOLDS.contrassegno.days} giorni, è annullato automaticamente, senza costi, e i
            prodotti tornano disponibili.
          </li>
          <li>
            <strong>{PAYMENT_METHOD.labels.ritiro}</strong>: paghi in negozio quando ritiri
            l’ordine.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'consegna',
    title: 'Consegna e ritiro',
    body: (
      <>
        <p>
          Consegniamo in tutta Italia con corriere espresso, all’indirizzo che indichi nel checkout.
          Affidiamo il pacco al corriere entro 2 giorni lavorativi dall’accredito del bonifico o,
          con il contrassegno, dall’ordine; il corriere consegna di solito in 1-3 giorni lavorativi,
          qualche giorno in più nelle isole e nelle zone difficili da raggiungere. In ogni caso
          consegniamo entro 30 giorni dall’ordine (art. 61 del Codice del Consumo): se non ci
          riuscissimo, puoi fissarci un termine ulteriore e, se scade anche quello, annullare
          l’ordine ed essere rimborsato subito.
        </p>
        <p>
          Quando spediamo ti scriviamo con il nome del corriere e, quando c’è, il numero di
          tracciamento. Il rischio di perdita o danneggiamento passa a te solo quando ricevi il
          pacco (art. 63). Se il pacco arriva visibilmente danneggiato, accettalo con riserva
          scritta sul documento del corriere e scrivici: ci pensiamo noi.
        </p>
        <p>
          Con il <strong>ritiro in negozio</strong> ti scriviamo quando l’ordine è pronto. Puoi
          ritirarlo in {SHOP_ADDRESS_LINE} negli orari di apertura entro {UNPAID_HOLDS.ritiro.days}{' '}
          giorni dall’ordine; dopo, l’ordine è annullato senza costi e i prodotti tornano
          disponibili.
        </p>
        <ul>
          {SHOP.openingHours.map((slot) => (
            <li key={slot.days}>
              {slot.days}: {slot.hours}
            </li>
          ))}
        </ul>
      </>
    ),
  },
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
          il ritiro uno contro uno ti spetta comunque: chiedilo a <a href={MAIL}>{SHOP.email}</a>{' '}
          con il numero dell’ordine prima della consegna, oppure al banco.
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
            <a href={MAIL}>{SHOP.email}</a>, alla PEC {SHOP.pec} o per lettera a {SHOP.legalName},{' '}
            {SHOP_ADDRESS_LINE}.
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
  {
    id: 'garanzia-legale',
    title: 'Garanzia legale di conformità',
    body: (
      <>
        <p>
          Se sei un consumatore, tutti i prodotti che vendiamo sono coperti dalla garanzia legale di
          conformità degli artt. 128-135-septies del Codice del Consumo: rispondiamo di ogni difetto
          di conformità che esiste al momento della consegna e si manifesta entro{' '}
          <strong>{LEGAL_GUARANTEE_MONTHS} mesi</strong> dalla consegna. Per i prodotti che la
          scheda indica come <strong>ricondizionati o usati</strong> la durata è di{' '}
          {USED_GUARANTEE_MONTHS} mesi, come il Codice del Consumo consente per i beni usati: è la
          riduzione che accetti con queste condizioni quando ordini un prodotto presentato così, e
          per tutti gli altri prodotti non vale. Un difetto che si manifesta entro un anno dalla
          consegna si presume già esistente alla consegna, salvo che ciò sia incompatibile con la
          natura del prodotto o del difetto.
        </p>
        <p>
          Hai diritto, senza spese, alla riparazione o alla sostituzione del prodotto, a tua scelta
          salvo che il rimedio scelto sia impossibile o sproporzionato; se non è possibile o non
          avviene in un tempo ragionevole, a una riduzione del prezzo o alla risoluzione del
          contratto con il rimborso. Per legge devi segnalarci il difetto entro due mesi da quando
          lo hai scoperto.
        </p>
        <p>
          Per farla valere scrivici a <a href={MAIL}>{SHOP.email}</a> con il numero dell’ordine e
          una descrizione del difetto, o porta il prodotto in negozio: se va spedito, la spedizione
          è a nostro carico. Per gli acquisti fatti come professionista o azienda valgono le
          garanzie del Codice civile (artt. 1490 e seguenti).
        </p>
      </>
    ),
  },
  {
    id: 'garanzia-dispositivi',
    title: 'Garanzia del laboratorio sui dispositivi',
    body: (
      <>
        <p>
          In più, {SHOP.legalName}, {SHOP_ADDRESS_LINE}, garantisce gratuitamente per{' '}
          <strong>{DEVICE_GUARANTEE_MONTHS} mesi</strong> dalla consegna ogni dispositivo venduto
          nello shop (smartphone, tablet, computer, smartwatch e console), nuovo o ricondizionato,
          in tutta Italia. Se smette di funzionare per un guasto, anche comparso dopo la consegna,
          lo ripariamo gratuitamente nel nostro laboratorio, ricambi, manodopera e spedizioni
          compresi; se non è riparabile lo sostituiamo con uno equivalente o, se non è possibile, ti
          rimborsiamo il prezzo. La garanzia non copre i danni da cadute, urti, liquidi o uso
          improprio, gli interventi di terzi né il normale calo di capacità della batteria.
        </p>
        <p>
          Per chiederla scrivici a <a href={MAIL}>{SHOP.email}</a> con il numero dell’ordine. Questa
          garanzia si aggiunge alla garanzia legale e non la limita: puoi sempre scegliere di far
          valere quella.
        </p>
      </>
    ),
  },
  {
    id: 'garanzia-riparazioni',
    title: 'Garanzia sulle riparazioni',
    body: (
      <>
        <p>
          {SHOP.legalName}, {SHOP_ADDRESS_LINE}, garantisce gratuitamente ogni riparazione per{' '}
          <strong>{WARRANTY_MONTHS} mesi</strong> dalla riconsegna del dispositivo riparato, sia sul
          ricambio sostituito sia sulla manodopera, in tutta Italia. Se il guasto riparato si
          ripresenta, lo ripariamo di nuovo senza costi. La garanzia non copre i danni successivi
          alla riparazione, come cadute, liquidi o interventi di terzi, né i guasti diversi da
          quello riparato.
        </p>
        <p>
          Per chiederla apri la riparazione in{' '}
          <Link to={ROUTES.repairStatus}>Stato riparazione</Link> o nel tuo account e usa «Richiedi
          intervento in garanzia», oppure scrivici con il codice della riparazione (RIP-…). Questa
          garanzia si aggiunge ai diritti che la legge ti riconosce e non li limita.
        </p>
      </>
    ),
  },
  {
    id: 'reclami',
    title: 'Assistenza e reclami',
    body: (
      <>
        <p>
          Per domande, problemi e reclami scrivici a <a href={MAIL}>{SHOP.email}</a> o chiamaci al{' '}
          <a href={PHONE}>{SHOP.phone}</a> negli orari del negozio, indicando il numero dell’ordine.
          Rispondiamo ai reclami entro 7 giorni lavorativi.
        </p>
        <p>
          Se la nostra risposta non ti soddisfa, puoi rivolgerti a un organismo di risoluzione
          alternativa delle controversie (ADR) iscritto negli elenchi previsti dall’art. 141-decies
          del Codice del Consumo, per esempio il servizio di mediazione della Camera di commercio.
          Non siamo obbligati né ci siamo impegnati ad aderire a un organismo specifico: se ce lo
          proponi, ti diciamo entro 7 giorni lavorativi se partecipiamo. La piattaforma europea per
          la risoluzione delle controversie online (ODR) è stata chiusa il 20 luglio 2025. Resta
          sempre il tuo diritto di rivolgerti al giudice.
        </p>
      </>
    ),
  },
  {
    id: 'legge',
    title: 'Legge applicabile e foro competente',
    body: (
      <p>
        Il contratto è regolato dalla legge italiana. Se sei un consumatore residente in un altro
        Paese dell’Unione europea, conservi la protezione delle norme inderogabili del tuo Paese.
        Per le controversie con un consumatore è competente il giudice del luogo in cui il
        consumatore risiede o ha domicilio (art. 66-bis del Codice del Consumo); con professionisti
        e aziende, il Tribunale di Milano.
      </p>
    ),
  },
  {
    id: 'modifiche',
    title: 'Modifiche alle condizioni',
    body: (
      <p>
        Possiamo aggiornare queste condizioni; la data dell’ultimo aggiornamento è in cima alla
        pagina. A ogni ordine si applicano le condizioni pubblicate quando lo hai confermato. Come
        trattiamo i tuoi dati è spiegato nella <Link to={ROUTES.privacyPolicy}>privacy policy</Link>
        .
      </p>
    ),
  },
];

export function SalesTermsPage() {
  return (
    <LegalDocument
      head={PAGE_HEADS.salesTerms}
      intro="Le condizioni generali di vendita dei prodotti acquistati sul nostro sito."
      updated="2026-11-23"
      opening={
        <p>
          Qui trovi chi vende, come si ordina e si paga, quanto costa la consegna, come esercitare
          il diritto di recesso, le garanzie e a chi rivolgerti in caso di problemi. Le abbiamo
          scritte per essere lette: se qualcosa non è chiaro, <a href={MAIL}>scrivici</a>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
