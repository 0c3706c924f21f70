import { Link } from 'wouter';
import { Icon, type IconName } from '../ui/Icon';

const ACTIONS: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: '/preventivo',
    icon: 'clipboard',
    title: 'Richiedi un preventivo',
    text: 'Gratuito e senza impegno: descrivi il dispositivo e il guasto, ti rispondiamo entro un giorno lavorativo.',
  },
  {
    to: '/stato-riparazione',
    icon: 'wrench',
    title: 'Controlla lo stato della riparazione',
    text: 'Inserisci il codice riparazione e la tua e-mail per sapere a che punto è il lavoro.',
  },
];

/** The two things most visitors come for: a quote and a repair's status. */
export function SupportActions() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {ACTIONS.map((action) => (
        <li key={action.to}>
          <Link
            to={action.to}
            className="group flex h-full gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon name={action.icon} className="size-6" />
            </span>
            <span className="flex-1">
              <span className="flex items-center gap-1 text-lg font-semibold text-ink">
                {action.title}
                <Icon
                  name="chevronRight"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 block text-slate-600">{action.text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
