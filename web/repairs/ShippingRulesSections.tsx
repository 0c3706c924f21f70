import { Link } from 'wouter';
import {
  FREE_REPAIR_RETURN_THRESHOLD,
  formatPrice,
  formatWholeEuro,
  REPAIR_RETURN_SHIPPING,
} from '../../schema/rules/money';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { CARRIER } from '../../schema/vocabulary';

/** The couriers the shop works with, as the table names them (docs/product.md#shipments). */
const CARRIER_NAMES = new Intl.ListFormat('it', { type: 'conjunction' }).format(
  CARRIER.values.map((carrier) => CARRIER.label(carrier)),
);

/*
 * The shipping rules' text in three parts, in the order the page reads: before the parcel leaves,
 * sending it, and what happens once it arrives.
 */

/** Why the rules, then steps 1-3: the form, the device and its data, the packing. */
export function PreparingTheParcel() {
  return (
    <>
      <p>
        Non sei a Milano? Puoi spedirci smartphone, tablet, computer e console da tutta Italia.
        Queste regole servono a far arrivare il dispositivo integro e a lavorarlo senza ritardi:
        leggile prima di preparare il pacco.
      </p>

      <h2>1. Compila il modulo di spedizione</h2>
      <p>
        Prima di spedire compila il <Link to="/modulo-spedizione">modulo di spedizione</Link> con i
        tuoi dati, il dispositivo e la descrizione del guasto. Al termine stampa il modulo: va
        inserito <strong>dentro</strong> il pacco, non attaccato all’esterno. Senza modulo non
        possiamo abbinare il dispositivo al suo proprietario e i tempi si allungano.
      </p>

      <h2>2. Prepara il dispositivo e i tuoi dati</h2>
      <ul>
        <li>
          Fai un backup completo: alcune riparazioni possono richiedere il ripristino del software.
          Se non sai come fare, segui la nostra <Link to="/academy#backup">guida al backup</Link>.
        </li>
        <li>
          Indica nel modulo il codice di sblocco: lo usiamo soltanto per collaudare il dispositivo e
          lo cancelliamo quando la riparazione si chiude. Se il dispositivo non ha un codice, scrivi{' '}
          <strong>00000</strong>.
        </li>
        <li>
          Non disattivare Trova il mio iPhone e non rimuovere l’account Google: te lo chiediamo noi,
          solo se la riparazione lo richiede.
        </li>
        <li>Togli la SIM, l’eventuale microSD e la custodia.</li>
      </ul>

      <h2>3. Imballa con cura</h2>
      <ol>
        <li>
          Usa la scatola originale oppure una scatola di cartone robusta, più grande del
          dispositivo. Le buste imbottite non bastano.
        </li>
        <li>Avvolgi il dispositivo in più strati di pluriball.</li>
        <li>
          Lascia almeno 5 cm di imbottitura su ogni lato e riempi i vuoti: scuotendo il pacco, il
          contenuto non deve muoversi.
        </li>
        <li>
          Non inserire caricabatterie, cavi o altri accessori, a meno che non siamo noi a
          chiederteli: per la diagnosi usiamo la nostra attrezzatura.
        </li>
        <li>
          Metti nel pacco il modulo stampato, chiudi la scatola con nastro da imballaggio su tutti i
          lembi.
        </li>
      </ol>
      <p>
        Non scrivere mai il codice di sblocco sull’esterno del pacco o su fogli separati dal modulo.
      </p>
    </>
  );
}

/** Steps 4-5: damaged batteries stay home; the carrier and the address. */
export function SendingTheParcel() {
  return (
    <>
      <h2>4. Batterie gonfie o danneggiate: non spedire</h2>
      <p>
        Le batterie al litio viaggiano come merci pericolose secondo le norme sul trasporto stradale
        (ADR). Una batteria gonfia, deformata, forata o che si surriscalda è considerata
        danneggiata: può incendiarsi durante il trasporto e i corrieri non la accettano nelle
        normali spedizioni. Se il tuo dispositivo è in queste condizioni{' '}
        <strong>non spedirlo</strong>: spegnilo, non ricaricarlo e portalo in negozio, in{' '}
        {SHOP_ADDRESS_LINE}.
      </p>

      <h2>5. Scegli il corriere e spedisci</h2>
      <p>
        La spedizione verso il laboratorio è a tuo carico. Lavoriamo con questi corrieri:{' '}
        <strong>{CARRIER_NAMES}</strong>. Indica nel modulo quale usi e, se lo hai già, il numero di
        spedizione: lo controlliamo e potrai seguire il pacco dalla pagina{' '}
        <Link to="/stato-riparazione">Stato riparazione</Link>. Ti consigliamo una spedizione{' '}
        <strong>tracciata</strong> e <strong>assicurata</strong> per il valore del dispositivo: in
        caso di smarrimento o danni durante il trasporto il rimborso si chiede al corriere, e senza
        assicurazione di solito è molto limitato. Non accettiamo spedizioni in porto assegnato.
        Conserva la ricevuta e il numero di tracciamento.
      </p>
      <p>Spedisci a:</p>
      <address className="mt-2 rounded-xl bg-slate-50 p-4 not-italic ring-1 ring-slate-200">
        <strong>{SHOP.legalName}</strong>
        <br />
        {SHOP_ADDRESS_LINE}
        <br />
        Tel. {SHOP.phone}
      </address>
    </>
  );
}

/** Steps 6-9: diagnosis, a declined quote, the way back and who answers for what. */
export function AfterArrival() {
  return (
    <>
      <h2>6. Ricevimento e diagnosi</h2>
      <p>
        Quando il pacco arriva lo fotografiamo, chiuso e poi aperto, insieme al dispositivo: le foto
        documentano le condizioni in cui lo abbiamo ricevuto. Se il pacco è visibilmente danneggiato
        lo accettiamo con riserva e ti avvisiamo subito.
      </p>
      <p>
        Eseguiamo la diagnosi entro <strong>2 giorni lavorativi</strong> dal ricevimento e ti
        inviamo per e-mail il preventivo definitivo. Iniziamo la riparazione solo dopo la tua
        accettazione. Puoi seguire ogni passaggio dalla pagina{' '}
        <Link to="/stato-riparazione">Stato riparazione</Link> con il tuo codice.
      </p>

      <h2>7. Se non accetti il preventivo</h2>
      <p>
        La diagnosi non si paga: costa 0 € sia che tu accetti il preventivo sia che lo rifiuti. Se
        non accetti, ti restituiamo il dispositivo nelle condizioni in cui è arrivato e paghi
        soltanto la spedizione di ritorno.
      </p>

      <h2>8. Spedizione di ritorno</h2>
      <ul>
        <li>
          In Italia la spedizione di ritorno, tracciata, costa{' '}
          <strong>{formatPrice(REPAIR_RETURN_SHIPPING)}</strong>.
        </li>
        <li>
          È <strong>gratuita</strong> se l’importo della riparazione supera{' '}
          {formatWholeEuro(FREE_REPAIR_RETURN_THRESHOLD)}.
        </li>
        <li>Per le spedizioni fuori dall’Italia il costo è indicato nel preventivo.</li>
      </ul>
      <p>
        Spediamo il dispositivo dopo aver ricevuto il pagamento della riparazione e, se dovuta,
        della spedizione di ritorno, con uno dei corrieri elencati sopra: quando parte ti scriviamo
        il numero di spedizione con il link per seguirlo, che trovi anche nella pagina Stato
        riparazione. Se preferisci, puoi ritirarlo in negozio senza costi aggiuntivi.
      </p>

      <h2>9. Responsabilità</h2>
      <p>
        Fino alla consegna in laboratorio il dispositivo viaggia sotto la responsabilità di chi lo
        spedisce. Non rispondiamo dei danni avvenuti durante il trasporto a causa di un imballaggio
        inadeguato, né degli accessori inviati senza che li avessimo chiesti. Per la spedizione di
        ritorno imballiamo il dispositivo con gli stessi criteri descritti in questa pagina.
      </p>
    </>
  );
}
