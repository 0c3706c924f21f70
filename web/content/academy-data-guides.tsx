import { Link } from 'wouter';
import type { Guide } from './AcademyGuides';

/** Keeping data and battery: backup before a repair, a battery that lasts. */
export const DATA_GUIDES: Guide[] = [
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
];
