import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { GUARANTEE_MONTHS } from '../../schema/rules/product-condition';
import { WARRANTY_MONTHS } from '../../schema/rules/warranty';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { MAIL_HREF, PHONE_HREF } from './contact-links';
import type { LegalSection } from './LegalDocument';

/** The shop's own guarantee on the devices it sells, on top of the legal one. */
const DEVICE_GUARANTEE_MONTHS = 12;

/** The guarantees, complaints, the law that applies and how the terms change. */
export const SALES_TERMS_GUARANTEES: LegalSection[] = [
  {
    id: 'garanzia-legale',
    title: 'Garanzia legale di conformità',
    body: (
      <>
        <p>
          Se sei un consumatore, tutti i prodotti che vendiamo sono coperti dalla garanzia legale di
          conformità degli artt. 128-135-septies del Codice del Consumo: rispondiamo di ogni difetto
          di conformità che esiste al momento della consegna e si manifesta entro{' '}
          <strong>{GUARANTEE_MONTHS.nuovo} mesi</strong> dalla consegna. Per i prodotti che la
          scheda indica come <strong>ricondizionati o usati</strong> la durata è di{' '}
          <strong>{GUARANTEE_MONTHS.ricondizionato} mesi</strong>, come il Codice del Consumo
          consente per i beni usati: è la riduzione che accetti con queste condizioni quando ordini
          un prodotto presentato così, e per tutti gli altri prodotti, indicati come{' '}
          <strong>nuovi</strong>, non vale. La scheda di ogni prodotto ne indica la condizione e la
          durata della garanzia, che il carrello, la conferma e la pagina dell’ordine riportano per
          ogni riga; cosa significano i gradi dei prodotti ricondizionati e usati è spiegato nella
          pagina <Link to={ROUTES.grades}>Ricondizionati: condizioni e gradi</Link>. Un difetto che
          si manifesta entro un anno dalla consegna si presume già esistente alla consegna, salvo
          che ciò sia incompatibile con la natura del prodotto o del difetto.
        </p>
        <p>
          Hai diritto, senza spese, alla riparazione o alla sostituzione del prodotto, a tua scelta
          salvo che il rimedio scelto sia impossibile o sproporzionato; se non è possibile o non
          avviene in un tempo ragionevole, a una riduzione del prezzo o alla risoluzione del
          contratto con il rimborso. Per legge devi segnalarci il difetto entro due mesi da quando
          lo hai scoperto.
        </p>
        <p>
          Per farla valere scrivici a <a href={MAIL_HREF}>{SHOP.email}</a> con il numero dell’ordine
          e una descrizione del difetto, o porta il prodotto in negozio: se va spedito, la
          spedizione è a nostro carico. Per gli acquisti fatti come professionista o azienda valgono
          le garanzie del Codice civile (artt. 1490 e seguenti).
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
          Per chiederla scrivici a <a href={MAIL_HREF}>{SHOP.email}</a> con il numero dell’ordine.
          Questa garanzia si aggiunge alla garanzia legale e non la limita: puoi sempre scegliere di
          far valere quella.
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
          Per domande, problemi e reclami scrivici a <a href={MAIL_HREF}>{SHOP.email}</a> o chiamaci
          al <a href={PHONE_HREF}>{SHOP.phone}</a> negli orari del negozio, indicando il numero
          dell’ordine. Rispondiamo ai reclami entro 7 giorni lavorativi.
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
