import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import type { Guide } from './AcademyGuides';

/** Keeping and choosing a device: water, refurbished ones. */
export const DEVICE_GUIDES: Guide[] = [
  {
    id: 'acqua',
    icon: 'alert',
    title: 'Proteggere lo smartphone dall’acqua',
    summary:
      'Cosa significano davvero IP67 e IP68 e cosa fare, subito, se il telefono cade in acqua.',
    minutes: 3,
    body: (
      <>
        <p>
          Molti smartphone hanno una certificazione IP67 o IP68 e vengono presentati come
          «impermeabili». In realtà sono resistenti all’acqua entro limiti precisi, e questa
          resistenza non dura per sempre.
        </p>

        <h3>Cosa significano IP67 e IP68</h3>
        <p>
          Il codice IP, definito dalla norma IEC 60529, ha due cifre. La prima riguarda la polvere:
          6 indica la protezione totale. La seconda riguarda l’acqua:
        </p>
        <ul>
          <li>
            <strong>7</strong>: immersione temporanea fino a 1 metro di profondità per 30 minuti;
          </li>
          <li>
            <strong>8</strong>: immersione oltre 1 metro, nelle condizioni dichiarate dal produttore
            (per esempio 6 metri per 30 minuti).
          </li>
        </ul>
        <p>
          Le prove si fanno in laboratorio su dispositivi nuovi, con acqua dolce, ferma e a
          temperatura ambiente. Acqua di mare, piscina, docce calde, saune, getti a pressione,
          sapone e bevande non fanno parte del test: per questo quasi tutti i produttori escludono i
          danni da liquidi dalla garanzia.
        </p>

        <h3>La resistenza diminuisce nel tempo</h3>
        <p>
          La tenuta è affidata a guarnizioni e adesivi che invecchiano con il calore, le cadute e
          gli sbalzi di temperatura. Anche dopo una riparazione che richiede l’apertura, come la
          sostituzione dello schermo o della batteria, la tenuta non è più quella di fabbrica: noi
          montiamo sempre adesivi e guarnizioni nuovi, ma nessun laboratorio indipendente può
          certificare di nuovo il grado IP. Considera il tuo telefono protetto da schizzi e pioggia,
          non dai tuffi.
        </p>

        <h3>Se cade in acqua</h3>
        <ol>
          <li>
            Toglilo subito dall’acqua e <strong>spegnilo</strong>. Non provare a vedere se funziona
            e non premere i tasti a ripetizione.
          </li>
          <li>
            <strong>Non ricaricarlo</strong> e non collegarlo al computer: con l’umidità all’interno
            la corrente accelera la corrosione e può causare cortocircuiti.
          </li>
          <li>Togli custodia, SIM e microSD.</li>
          <li>
            Asciuga l’esterno con un panno morbido che non lascia pelucchi e batti delicatamente il
            telefono sul palmo, con il connettore rivolto verso il basso, per far uscire l’acqua.
          </li>
          <li>
            Non usare phon, termosifoni, forno o aria compressa: il calore danneggia batteria e
            adesivi, l’aria spinge l’acqua ancora più all’interno.
          </li>
          <li>
            <strong>Niente riso:</strong> non asciuga l’interno del telefono e lascia polvere e
            amido nelle porte.
          </li>
          <li>Portalo in laboratorio il prima possibile, idealmente entro 24 ore.</li>
        </ol>

        <h3>Acqua salata, clorata e altri liquidi</h3>
        <p>
          L’acqua di mare e quella della piscina sono molto più aggressive dell’acqua dolce: sale e
          cloro corrodono i contatti in poche ore. Lo stesso vale per bibite zuccherate, caffè e
          alcolici, che lasciano residui appiccicosi. Dicci sempre con quale liquido è entrato in
          contatto il dispositivo: in laboratorio lo apriamo, puliamo la scheda con alcol
          isopropilico e, quando serve, a ultrasuoni, e verifichiamo i componenti uno per uno. Anche
          se il telefono sembra funzionare, fallo controllare: la corrosione può manifestarsi giorni
          o settimane dopo.
        </p>
      </>
    ),
  },
  {
    id: 'ricondizionati',
    icon: 'shield',
    title: 'Scegliere un dispositivo ricondizionato',
    summary:
      'Gradi estetici, batteria, garanzia, IMEI e account: cosa controllare prima di comprare.',
    minutes: 3,
    body: (
      <>
        <p>
          Un dispositivo ricondizionato costa meno del nuovo e ha un impatto ambientale molto più
          basso. Ma «ricondizionato» non è un termine regolato dalla legge: la qualità dipende da
          chi lo vende e da come lo ha controllato. Ecco cosa verificare.
        </p>

        <h3>I gradi estetici</h3>
        <p>Non esiste uno standard unico e ogni venditore usa la propria scala. Di solito:</p>
        <ul>
          <li>
            <strong>Grado A</strong> o «eccellente»: nessun segno visibile a distanza normale;
          </li>
          <li>
            <strong>Grado B</strong> o «ottimo»: micrograffi visibili solo in controluce;
          </li>
          <li>
            <strong>Grado C</strong> o «buono»: segni d’uso evidenti su scocca o bordi.
          </li>
        </ul>
        <p>
          Il grado descrive solo l’aspetto: il funzionamento deve essere perfetto in ogni caso.
          Diffida di chi lo usa per giustificare un difetto.
        </p>

        <h3>La salute della batteria</h3>
        <p>
          È il componente che si consuma di più. Chiedi sempre la capacità residua: sotto l’80% la
          batteria va considerata da sostituire, e il costo della sostituzione va aggiunto al
          prezzo.
        </p>

        <h3>La garanzia</h3>
        <p>
          Se compri da un’azienda, come consumatore hai diritto alla garanzia legale di conformità
          prevista dal Codice del Consumo: per i prodotti usati e ricondizionati il venditore può
          ridurla, ma mai sotto i 12 mesi. Se compri da un privato la garanzia legale non c’è.
          Conserva sempre fattura o scontrino: servono per farla valere.
        </p>

        <h3>Cosa controlliamo nel nostro laboratorio</h3>
        <p>Ogni dispositivo che vendiamo supera un collaudo completo:</p>
        <ul>
          <li>schermo e touch su tutta la superficie, pixel difettosi e luminosità;</li>
          <li>fotocamere, microfoni, altoparlanti, vibrazione e tasti;</li>
          <li>Face ID o Touch ID, sensori, Wi-Fi, Bluetooth, rete mobile, GPS e NFC;</li>
          <li>connettore di ricarica e ricarica wireless;</li>
          <li>capacità della batteria, che sostituiamo se è sotto l’80%;</li>
          <li>presenza di ricambi non originali, che ti segnaliamo sempre;</li>
          <li>cancellazione completa dei dati del proprietario precedente.</li>
        </ul>

        <h3>IMEI e blacklist</h3>
        <p>
          Digita *#06# per visualizzare l’IMEI e confrontalo con quello indicato nelle impostazioni
          e sulla confezione. Un IMEI segnalato come rubato o smarrito finisce in blacklist e può
          essere bloccato dagli operatori: il telefono non si collegherà più alla rete. Noi
          verifichiamo l’IMEI di ogni smartphone prima di metterlo in vendita; se compri da un
          privato, usa un servizio di verifica IMEI prima di pagare.
        </p>

        <h3>Nessun account del vecchio proprietario</h3>
        <p>
          Un iPhone ancora associato a un Account Apple ha il Blocco attivazione: dopo il ripristino
          chiede la password del vecchio proprietario ed è inutilizzabile. Su Android la protezione
          FRP fa lo stesso con l’account Google. Alla prima accensione devi poter configurare il
          dispositivo con il tuo account, senza richieste di credenziali altrui. Controlla anche che
          non ci siano profili di gestione aziendale (MDM).
        </p>

        <h3>Il recesso entro 14 giorni</h3>
        <p>
          Per gli acquisti online il Codice del Consumo ti dà 14 giorni dalla consegna per
          restituire il prodotto senza dover spiegare il motivo. Usali per provare il dispositivo
          con calma: batteria, fotocamere, chiamate, ricarica. Per gli acquisti fatti in negozio il
          recesso non è previsto dalla legge. Il reso si chiede dalla pagina dell’ordine; trovi
          tutto nelle <Link to={`${ROUTES.salesTerms}#recesso`}>condizioni di vendita</Link>.
        </p>
      </>
    ),
  },
];
