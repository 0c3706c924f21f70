import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import {
  BATTERY_CATEGORIES,
  GRADES,
  GUARANTEE_MONTHS,
  TESTED_FUNCTIONS,
} from '../../schema/rules/product-condition';
import { PAGE_HEADS } from '../../schema/seo';
import { PRODUCT_GRADE } from '../../schema/vocabulary';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { Prose } from './Prose';

/**
 * What new, refurbished and used mean in the shop, what each grade promises, the battery health
 * and the guarantee that follows (docs/product.md#condition-and-grades). Every grade shown on a
 * product page links here.
 */
export function GradesPage() {
  const head = PAGE_HEADS.grades;
  return (
    <Container className="py-10">
      <PageMeta {...head} />
      <PageHeader
        title={head.title}
        intro="Ogni prodotto dello shop dice se è nuovo, ricondizionato o usato; i ricondizionati e gli usati hanno un grado che descrive com’è fatto davvero."
      />
      <Prose className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
        <h2>Nuovo, ricondizionato, usato</h2>
        <ul>
          <li>
            <strong>Nuovo</strong>: mai usato, nella confezione originale del produttore.
          </li>
          <li>
            <strong>Ricondizionato</strong>: già usato, controllato e rimesso a punto nel nostro
            laboratorio, con i componenti difettosi sostituiti.
          </li>
          <li>
            <strong>Usato</strong>: già usato e controllato nel nostro laboratorio, venduto com’è,
            senza sostituire componenti che funzionano.
          </li>
        </ul>

        <h2>I gradi</h2>
        <p>
          Il grado dice com’è l’aspetto di un prodotto ricondizionato o usato: il funzionamento è lo
          stesso per tutti i gradi.
        </p>
        <dl>
          {PRODUCT_GRADE.values.map((grade) => (
            <div key={grade}>
              <dt>
                <strong>
                  Grado {PRODUCT_GRADE.label(grade)} · {GRADES[grade].title}
                </strong>
              </dt>
              <dd>
                {GRADES[grade].looks} Batteria almeno al {GRADES[grade].minBattery}% della capacità
                originale.
              </dd>
            </div>
          ))}
        </dl>

        <h2>Cosa controlliamo su ogni dispositivo</h2>
        <p>Qualunque sia il grado, prima della vendita il laboratorio verifica:</p>
        <ul>
          {TESTED_FUNCTIONS.map((tested) => (
            <li key={tested}>{tested}</li>
          ))}
        </ul>

        <h2>La salute della batteria</h2>
        <p>
          Per {BATTERY_CATEGORIES.join(', ')} ricondizionati o usati la scheda indica la salute
          della batteria: la capacità che le resta rispetto a quando era nuova, misurata nel nostro
          laboratorio. Non scende mai sotto il minimo del grado.
        </p>

        <h2>La garanzia</h2>
        <p>
          I prodotti nuovi hanno la garanzia legale di conformità di{' '}
          <strong>{GUARANTEE_MONTHS.nuovo} mesi</strong>; quelli ricondizionati o usati di{' '}
          <strong>{GUARANTEE_MONTHS.ricondizionato} mesi</strong>, come dicono le{' '}
          <Link to={`${ROUTES.salesTerms}#garanzia-legale`}>condizioni di vendita</Link>. La scheda,
          il carrello e l’ordine indicano la garanzia di ogni prodotto.
        </p>
        <p>
          <Link to={`${ROUTES.shop}?condizione=ricondizionato`}>
            Vedi i prodotti ricondizionati
          </Link>
        </p>
      </Prose>
    </Container>
  );
}
