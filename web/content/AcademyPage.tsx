import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon, type IconName } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { Prose } from './Prose';

interface Guide {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  /** Estimated reading time, in minutes, at about 200 words a minute. */
  minutes: number;
  body: ReactNode;
}

const GUIDES: Guide[] = [
  {
    id: 'backup',
    icon: 'refresh',
    title: 'Backup prima di una riparazione',
    summary:
      'Come salvare foto, chat e documenti di iPhone, Android e computer prima di affidarci il dispositivo.',
    minutes: 3,
    body: (
      <>
        <p>
          La maggior parte delle riparazioni, come la sostituzione dello schermo o della batteria,
          non tocca i tuoi dati. Un dispositivo guasto, però, può smettere di funzionare del tutto
          da un momento all’altro, e alcuni interventi richiedono di reinstallare il software. Un
          backup recente è l’unico modo per non perdere nulla: fallo prima di portarci il
          dispositivo, anche se ti sembra superfluo.
        </p>

        <h3>iPhone e iPad</h3>
        <ul>
          <li>
            <strong>Con iCloud:</strong> collegati a una rete Wi-Fi, apri Impostazioni › il tuo nome
            › iCloud › Backup iCloud e tocca «Esegui backup adesso». Prima controlla di avere
            abbastanza spazio libero su iCloud.
          </li>
          <li>
            <strong>Con il computer:</strong> collega l’iPhone via cavo a un Mac e selezionalo nella
            barra laterale del Finder; su Windows usa l’app Dispositivi Apple o iTunes. Scegli di
            salvare tutti i dati sul computer e attiva la codifica del backup locale: solo così
            vengono salvati anche le password e i dati dell’app Salute.
          </li>
        </ul>

        <h3>Android</h3>
        <ul>
          <li>
            <strong>Con Google:</strong> in Impostazioni cerca «Backup» (di solito si trova in
            Google › Backup oppure in Sistema › Backup) e avvia il backup. Per le foto verifica che
            il backup di Google Foto sia attivo e completato.
          </li>
          <li>
            <strong>Con Samsung Smart Switch:</strong> l’app per Windows e Mac copia sul computer
            app, messaggi, contatti, foto e impostazioni. In alternativa puoi usare Samsung Cloud.
          </li>
        </ul>
        <p>
          Le chat di WhatsApp hanno un backup separato, sia su iPhone sia su Android: apri WhatsApp
          › Impostazioni › Chat › Backup delle chat e avvialo manualmente.
        </p>

        <h3>Computer</h3>
        <ul>
          <li>
            <strong>Mac:</strong> collega un disco esterno e attiva Time Machine da Impostazioni di
            Sistema › Generali › Time Machine. Il primo backup può richiedere alcune ore.
          </li>
          <li>
            <strong>Windows:</strong> Cronologia file (Pannello di controllo › Cronologia file)
            copia su un disco esterno le cartelle personali come Documenti, Immagini e Desktop. Non
            salva i programmi: annota le licenze dei software che dovrai reinstallare.
          </li>
        </ul>

        <h3>Verifica che il backup sia completo</h3>
        <p>
          Controlla data e ora dell’ultimo backup nella stessa schermata in cui l’hai avviato, apri
          qualche foto recente da iCloud.com o da Google Foto e, sul computer, prova a recuperare un
          file qualsiasi da Time Machine o da Cronologia file. Se qualcosa non torna, meglio
          scoprirlo adesso.
        </p>

        <h3>Perché potremmo dover ripristinare il dispositivo</h3>
        <p>
          Se il guasto riguarda il software o la memoria, o dopo un intervento sulla scheda madre, a
          volte l’unico modo per far ripartire il dispositivo è reinstallare il sistema operativo,
          cancellando i dati. Prima di farlo ti chiediamo sempre conferma.
        </p>

        <h3>Account, SIM e microSD</h3>
        <ul>
          <li>
            Non disattivare Trova il mio iPhone e non rimuovere l’account Google (la protezione FRP
            di Android) di tua iniziativa: fallo solo se siamo noi a chiedertelo, perché proteggono
            il dispositivo in caso di furto.
          </li>
          <li>Non ti chiederemo mai la password del tuo Account Apple o del tuo account Google.</li>
          <li>
            Togli la SIM e l’eventuale microSD e tienile con te. La eSIM invece resta nel telefono:
            non cancellarla.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'batteria',
    icon: 'clock',
    title: 'Come far durare di più la batteria',
    summary:
      'Abitudini di ricarica, calore e impostazioni che allungano la vita della batteria, e quando è ora di sostituirla.',
    minutes: 3,
    body: (
      <>
        <p>
          Le batterie agli ioni di litio di smartphone, tablet e portatili si consumano con i cicli
          di ricarica, ma anche con il tempo, con il calore e con le ore passate al 100%. Non si può
          fermare il loro invecchiamento, però lo si può rallentare parecchio.
        </p>

        <h3>Ricarica tra il 20% e l’80%</h3>
        <p>
          Le batterie al litio soffrono soprattutto agli estremi: scaricarle fino a zero o tenerle a
          lungo al 100% le stressa. Quando puoi, ricarica prima di scendere sotto il 20% e stacca
          intorno all’80%. Non serve scaricarle completamente ogni tanto: l’«effetto memoria»
          riguardava le vecchie batterie al nichel. Una ricarica completa prima di un viaggio non fa
          alcun danno.
        </p>

        <h3>Il nemico numero uno è il calore</h3>
        <ul>
          <li>Non lasciare il telefono al sole o in auto d’estate.</li>
          <li>Non ricaricarlo sotto il cuscino o sopra una coperta.</li>
          <li>Se si scalda molto mentre è in carica, togli la custodia.</li>
          <li>
            Evita di giocare o di usare a lungo il navigatore mentre è collegato al caricatore.
          </li>
        </ul>

        <h3>Attiva la ricarica ottimizzata</h3>
        <p>
          I sistemi operativi recenti imparano le tue abitudini e completano l’ultimo tratto di
          ricarica poco prima che stacchi il cavo.
        </p>
        <ul>
          <li>
            <strong>iPhone:</strong> Impostazioni › Batteria › Stato della batteria e ricarica (o
            Ricarica, sui modelli più recenti). Dall’iPhone 15 puoi anche fissare un limite all’80%.
          </li>
          <li>
            <strong>Samsung Galaxy:</strong> Impostazioni › Batteria, voce Protezione della batteria
            (il percorso cambia leggermente con la versione di One UI).
          </li>
          <li>
            <strong>Google Pixel:</strong> Impostazioni › Batteria, voce Ricarica adattiva o
            Ottimizzazione della ricarica.
          </li>
          <li>
            <strong>Mac portatili:</strong> Impostazioni di Sistema › Batteria, tra le opzioni della
            condizione della batteria.
          </li>
        </ul>

        <h3>Caricabatterie originali o certificati</h3>
        <p>
          Usa il caricabatterie originale o quello di una marca affidabile con marcatura CE; per
          iPhone scegli cavi con certificazione MFi. I caricatori economici senza marca possono
          fornire una tensione instabile, scaldarsi e danneggiare il circuito di ricarica, che a
          quel punto va riparato sulla scheda madre.
        </p>

        <h3>Se non usi il dispositivo per mesi</h3>
        <p>
          Non riporlo scarico né al 100%: portalo a circa il 50%, spegnilo e conservalo in un luogo
          fresco e asciutto. Ogni sei mesi circa riaccendilo e riportalo al 50%. Una batteria
          lasciata a zero per mesi può scaricarsi al punto da non riprendersi più.
        </p>

        <h3>Quando sostituirla</h3>
        <p>
          Una batteria si considera esaurita quando la capacità massima scende sotto l’80% di quella
          originale. Su iPhone la trovi in Impostazioni › Batteria; su Android nell’app di
          diagnostica del produttore, per esempio Samsung Members; sul Mac in Impostazioni di
          Sistema › Batteria; su Windows con il comando powercfg /batteryreport. Altri segnali:
          spegnimenti improvvisi con il 20-30% di carica, autonomia dimezzata, rallentamenti.
        </p>
        <p>
          <strong>Batteria gonfia: smetti subito di usare il dispositivo.</strong> Se lo schermo si
          solleva, la scocca si deforma o il telefono non appoggia più in piano, spegnilo, non
          ricaricarlo, non premere sulla batteria e tienilo lontano da fonti di calore. Portalo in
          negozio: una batteria gonfia non va spedita con il corriere, come spiega il nostro{' '}
          <Link to="/regolamento-spedizioni">regolamento spedizioni</Link>.
        </p>
      </>
    ),
  },
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

export function AcademyPage() {
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.academy} />
      <PageHeader
        eyebrow="Guide dei nostri tecnici"
        title="Academy"
        intro="Quello che spieghiamo ogni giorno al banco, messo per iscritto: come proteggere i tuoi dati, far durare di più i dispositivi e comprare un usato senza sorprese."
      />

      <nav
        id="indice"
        aria-labelledby="indice-titolo"
        className="max-w-3xl scroll-mt-12 lg:scroll-mt-4"
      >
        <h2 id="indice-titolo" className="text-xl font-bold">
          Le guide
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-2">
          {GUIDES.map((guide) => (
            <li key={guide.id}>
              <a
                href={`#${guide.id}`}
                className="flex h-full gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={guide.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{guide.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{guide.summary}</span>
                  <span className="mt-2 block text-sm font-medium text-brand-700">
                    {guide.minutes} min di lettura
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-8">
        {GUIDES.map((guide) => (
          <article
            key={guide.id}
            id={guide.id}
            aria-labelledby={`${guide.id}-titolo`}
            className="max-w-3xl scroll-mt-12 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 lg:scroll-mt-4"
          >
            <Prose>
              <h2 id={`${guide.id}-titolo`}>{guide.title}</h2>
              <p className="!mt-2 flex items-center gap-1.5 text-sm text-slate-600">
                <Icon name="clock" className="size-4 shrink-0" />
                Tempo di lettura: {guide.minutes} minuti
              </p>
              {guide.body}
            </Prose>
            <a
              href="#indice"
              className="mt-8 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <Icon name="chevronDown" className="size-4 rotate-180" />
              Torna all’indice delle guide
            </a>
          </article>
        ))}
      </div>

      <section
        aria-labelledby="aiuto-titolo"
        className="mt-12 max-w-3xl rounded-2xl bg-brand-800 p-6 text-white sm:p-8"
      >
        <h2 id="aiuto-titolo" className="text-2xl font-bold">
          Serve l’intervento di un tecnico?
        </h2>
        <p className="mt-3 text-brand-100">
          Descrivi il dispositivo e il problema: ti rispondiamo entro un giorno lavorativo con costi
          e tempi, senza impegno. Per tutte le altre domande c’è la pagina di supporto.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/preventivo" className={buttonStyles.secondary}>
            <Icon name="clipboard" /> Richiedi un preventivo
          </Link>
          <Link to="/support" className={buttonStyles.onDark}>
            <Icon name="help" /> Vai al supporto
          </Link>
        </div>
      </section>
    </Container>
  );
}
