import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_LINK_DAYS } from '../../schema/rules/reviews';
import { PAGE_HEADS } from '../../schema/seo';
import { SHOP } from '../../schema/shop';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { Prose } from './Prose';

/**
 * How reviews are collected and checked, as the Codice del Consumo (art. 22 c. 4-bis) asks a shop
 * that shows reviews to say (docs/product.md#recensioni). Every place that shows stars links here.
 */
export function ReviewsInfoPage() {
  const head = PAGE_HEADS.reviewsInfo;
  return (
    <Container className="py-10">
      <PageMeta {...head} />
      <PageHeader
        title={head.title}
        intro="Le stelle e le recensioni dello shop vengono solo da chi ha comprato e ricevuto il prodotto."
      />
      <Prose className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
        <h2>Chi può recensire</h2>
        <p>
          Può scrivere una recensione solo chi ha acquistato il prodotto su {SHOP.name} e lo ha
          ricevuto: quando un ordine risulta <strong>consegnato</strong> (o ritirato in negozio) ti
          inviamo un'e-mail con un link personale per recensire i prodotti di quell'ordine. Lo
          stesso link è sulla pagina dell'ordine. Non accettiamo recensioni da chi non ha un ordine
          consegnato, né recensioni pagate o in cambio di sconti.
        </p>
        <ul>
          <li>
            Una recensione per ogni prodotto dell'ordine: non si può recensire due volte lo stesso
            acquisto.
          </li>
          <li>
            Il link vale {REVIEW_LINK_DAYS} giorni dalla consegna ed è firmato: se viene modificato
            o è scaduto non funziona.
          </li>
          <li>
            Ogni recensione ha da 1 a 5 stelle e un testo da {REVIEW_BODY_MIN} a {REVIEW_BODY_MAX}{' '}
            caratteri.
          </li>
        </ul>

        <h2>Come le controlliamo</h2>
        <p>
          Ogni recensione viene letta dal nostro staff prima della pubblicazione. Pubblichiamo tutte
          le recensioni che parlano del prodotto, positive o negative che siano; rifiutiamo solo
          quelle con contenuti offensivi o illeciti, dati personali, pubblicità o testi che non
          riguardano il prodotto acquistato. Il motivo di ogni rifiuto resta registrato.
        </p>

        <h2>Cosa vedi sulla scheda prodotto</h2>
        <p>
          Ogni recensione pubblicata porta l'etichetta{' '}
          <strong>«Recensione verificata · acquisto del …»</strong> con la data dell'ordine, il nome
          e l'iniziale del cognome di chi l'ha scritta. Le stelle accanto al prodotto sono la media
          di tutte le recensioni pubblicate, arrotondata a un decimale, con il loro numero: nessun
          voto viene aggiunto, tolto o ritoccato da noi. Un prodotto senza recensioni non mostra
          stelle.
        </p>

        <h2>I tuoi dati</h2>
        <p>
          Il testo della recensione non viene inviato via e-mail a nessuno. Per chiedere di togliere
          una tua recensione scrivici a <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> con il
          numero dell'ordine. Trovi tutto sul trattamento dei dati nella{' '}
          <Link to={ROUTES.privacyPolicy}>privacy policy</Link>.
        </p>
      </Prose>
    </Container>
  );
}
