import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon, type IconName } from '../ui/Icon';

const SERVICES: { to: string; icon: IconName; title: string; text: string; action: string }[] = [
  {
    to: '/preventivo',
    icon: 'clipboard',
    title: 'Preventivo gratuito',
    text: 'Descrivi il dispositivo e il guasto: ti rispondiamo entro un giorno lavorativo con costi e tempi, senza impegno.',
    action: 'Richiedi un preventivo',
  },
  {
    to: '/stato-riparazione',
    icon: 'wrench',
    title: 'Stato riparazione',
    text: 'Con il codice riparazione e la tua e-mail vedi a che punto è il lavoro, passo dopo passo.',
    action: 'Controlla lo stato',
  },
  {
    to: '/modulo-spedizione',
    icon: 'package',
    title: 'Spedisci il dispositivo',
    text: 'Non sei a Milano? Compila il modulo di spedizione, imballa il dispositivo e ce ne occupiamo noi.',
    action: 'Compila il modulo',
  },
];

const STEPS = [
  ['Chiedi il preventivo', 'Online, in negozio o su WhatsApp: è gratuito.'],
  ['Porta o spedisci', 'In negozio a Milano o con corriere da tutta Italia.'],
  ['Ripariamo e testiamo', 'Ricambi di qualità e un collaudo completo.'],
  ['Ritiri o ricevi', 'Ti avvisiamo appena il dispositivo è pronto.'],
] as const;

/** The repair services and the four steps of a repair. */
export function HomeServices() {
  return (
    <Container className="py-14">
      <h2 className="text-2xl font-bold sm:text-3xl">Servizi di riparazione</h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {SERVICES.map((service) => (
          <li
            key={service.to}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={service.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{service.text}</p>
            <Link to={service.to} className={`${buttonStyles.ghost} mt-4 -ml-3 self-start`}>
              {service.action} <Icon name="chevronRight" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>

      <ol className="mt-10 grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Container>
  );
}
